/**
 * @jest-environment jsdom
 */
import { createHash, webcrypto } from 'node:crypto';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  configure,
  getStore,
  resetConfig,
  resetStore,
  userAtom,
} from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { IDENTITY_GLOBALS } from './identity';
import { forgetLoadedScripts } from './loadScript';
import { startThirdPartyScripts } from './startThirdPartyScripts';

// jsdom has no Web Crypto digest; the browser's is the same standard API that Node implements.
beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', {
    value: webcrypto.subtle,
    configurable: true,
  });
});

const IDS = {
  tagManager: ['GTM-AAA111', 'GTM-BBB222', 'GTM-CCC333'],
  portalPixel: 's_12ab34cd',
  socialPixel: '1234567890',
  shortVideoPixel: 'CABC123XYZ',
  analytics: 'G-TEST1234',
};

const learner: UserInfo = {
  isLoaded: true,
  id: 7,
  name: '김배움',
  photo: '',
  email: 'Learner@Baeum.kr',
  phone: '010-1234-5678',
  isCoach: false,
  isShowRequirementModal: false,
};

type Globals = Window & Record<string, unknown>;
const win = () => window as unknown as Globals;
const VENDOR_GLOBALS = [
  'dataLayer',
  'gtag',
  'fbq',
  '_fbq',
  'ttq',
  'TiktokAnalyticsObject',
  'wcs_add',
  '_nasa',
  ...Object.values(IDENTITY_GLOBALS),
];

function scriptSources(): string[] {
  return Array.from(document.querySelectorAll('script'), (s) => s.src);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
}

let stop: (() => void) | null = null;

beforeEach(() => {
  resetStore();
  resetConfig();
  forgetLoadedScripts();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const name of VENDOR_GLOBALS) delete win()[name];
});

afterEach(() => {
  stop?.();
  stop = null;
});

describe('with no ids configured', () => {
  it('adds no script and sets no vendor global, before or after the user is loaded', async () => {
    stop = startThirdPartyScripts(getStore(), {});
    getStore().set(userAtom, learner);
    await settle();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    for (const name of ['dataLayer', 'gtag', 'fbq', 'ttq', 'wcs_add'])
      expect(win()[name]).toBeUndefined();
  });
});

describe('with ids configured', () => {
  beforeEach(() => configure({ tracking: IDS }));

  it('adds the pixels and the analytics at once, over https, each id in its URL', async () => {
    stop = startThirdPartyScripts(getStore(), {});
    const sources = scriptSources();
    expect(sources).toEqual(
      expect.arrayContaining([
        'https://wcs.naver.net/wcslog.js',
        'https://connect.facebook.net/en_US/fbevents.js',
        'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CABC123XYZ&lib=ttq',
        'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
      ]),
    );
    expect(sources.every((src) => src.startsWith('https://'))).toBe(true);
    expect((win().fbq as { queue: unknown[][] }).queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
    expect(win().wcs_add).toEqual({ wa: 's_12ab34cd' });
  });

  it('adds the three tag-manager containers only after the user is loaded', async () => {
    stop = startThirdPartyScripts(getStore(), {});
    await settle();
    expect(scriptSources().filter((s) => s.includes('gtm.js'))).toHaveLength(0);

    getStore().set(userAtom, anonymousUser);
    await settle();
    expect(scriptSources().filter((s) => s.includes('gtm.js'))).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AAA111',
      'https://www.googletagmanager.com/gtm.js?id=GTM-BBB222',
      'https://www.googletagmanager.com/gtm.js?id=GTM-CCC333',
    ]);
    expect(win().dataLayer).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: 'gtm.js' })]),
    );

    // A later log-in does not add them again.
    getStore().set(userAtom, learner);
    await settle();
    expect(scriptSources().filter((s) => s.includes('gtm.js'))).toHaveLength(3);
  });

  it('sets the identity globals before the containers load: email and id hashed, phone only encoded', async () => {
    let identityWhenContainersCame: unknown = null;
    const observer = new MutationObserver(() => {
      if (
        identityWhenContainersCame === null &&
        scriptSources().some((s) => s.includes('gtm.js'))
      ) {
        identityWhenContainersCame = win()[IDENTITY_GLOBALS.id] ?? 'missing';
      }
    });
    observer.observe(document.head, { childList: true });
    stop = startThirdPartyScripts(getStore(), {});
    getStore().set(userAtom, learner);
    await settle();
    observer.disconnect();

    expect(win()[IDENTITY_GLOBALS.email]).toBe(sha256('learner@baeum.kr'));
    expect(win()[IDENTITY_GLOBALS.id]).toBe(sha256('7'));
    expect(win()[IDENTITY_GLOBALS.phone]).toBe(encodeURIComponent('010-1234-5678'));
    expect(identityWhenContainersCame).toBe(sha256('7'));
  });

  it('removes the identity globals when the user logs out', async () => {
    stop = startThirdPartyScripts(getStore(), {});
    getStore().set(userAtom, learner);
    await settle();
    getStore().set(userAtom, anonymousUser);
    await settle();
    for (const name of Object.values(IDENTITY_GLOBALS)) expect(win()[name]).toBeUndefined();
  });

  it('sets no identity for an anonymous visitor', async () => {
    stop = startThirdPartyScripts(getStore(), {});
    getStore().set(userAtom, anonymousUser);
    await settle();
    for (const name of Object.values(IDENTITY_GLOBALS)) expect(win()[name]).toBeUndefined();
  });

  it('ignores a malformed id instead of putting it in a URL', () => {
    configure({ tracking: { ...IDS, analytics: 'G-1"><script>', socialPixel: '' } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startThirdPartyScripts(getStore(), {});
    expect(scriptSources().some((s) => s.includes('gtag'))).toBe(false);
    expect(scriptSources().some((s) => s.includes('fbevents'))).toBe(false);
    warn.mockRestore();
  });
});

describe('the nomodule polyfill', () => {
  it('is added with nomodule from the configured https URL', () => {
    stop = startThirdPartyScripts(getStore(), {
      polyfillUrl: 'https://cdnjs.cloudflare.com/polyfill/v3/polyfill.min.js',
    });
    const script = document.querySelector('script')!;
    expect(script.src).toBe('https://cdnjs.cloudflare.com/polyfill/v3/polyfill.min.js');
    expect(script.noModule).toBe(true);
  });

  it('is refused over plain http', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startThirdPartyScripts(getStore(), {
      polyfillUrl: 'http://cdn.example.com/polyfill.js',
    });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    warn.mockRestore();
  });
});

describe('a failing or blocked script', () => {
  function Counter() {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        눌림 {count}
      </button>
    );
  }

  it('is removed, and the page keeps working', async () => {
    configure({ tracking: IDS });
    render(<Counter />);
    stop = startThirdPartyScripts(getStore(), {});
    getStore().set(userAtom, anonymousUser);
    await settle();
    for (const script of Array.from(document.querySelectorAll('script')))
      script.dispatchEvent(new Event('error'));
    expect(document.querySelectorAll('script')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '눌림 0' }));
    expect(screen.getByRole('button', { name: '눌림 1' })).toBeInTheDocument();
  });

  it('a vendor global that throws does not stop the others', () => {
    configure({ tracking: IDS });
    win().fbq = () => {
      throw new Error('blocked by an extension');
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => {
      stop = startThirdPartyScripts(getStore(), {});
    }).not.toThrow();
    expect(scriptSources()).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    warn.mockRestore();
  });
});
