import { createRemoteModules } from './remoteModules';
import type { Exposed } from './remoteModules';

const Page = () => null;

describe('the remote module cache', () => {
  it('marks a loaded module as React’s `use` reads it, so a later render does not suspend', async () => {
    const { remoteModule } = createRemoteModules(async () => ({ default: Page }) as Exposed);
    const pending = remoteModule('mfe_class/Routes') as Promise<Exposed> & {
      status?: string;
      value?: Exposed;
    };
    expect(pending.status).toBe('pending');
    await pending;
    expect(pending.status).toBe('fulfilled');
    expect(pending.value?.default).toBe(Page);
    expect(remoteModule('mfe_class/Routes')).toBe(pending);
  });

  it('a failed load is marked, rejects only where it is awaited, and leaves no unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { remoteModule, forgetRemote } = createRemoteModules(async () => {
        throw new Error('remote down');
      });
      const failed = remoteModule('mfe_search/SearchBar') as Promise<Exposed> & {
        status?: string;
        reason?: unknown;
      };
      await expect(failed).rejects.toThrow('remote down');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failed.status).toBe('rejected');
      expect(unhandled).not.toHaveBeenCalled();
      forgetRemote('mfe_search/SearchBar');
      expect(remoteModule('mfe_search/SearchBar')).not.toBe(failed);
      await remoteModule('mfe_search/SearchBar').catch(() => undefined);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
