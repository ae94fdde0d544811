import { QueryClient, TOKEN_STORAGE_KEY } from '@baeum/shared';
import {
  FIRST_SCREEN_DATA_ID,
  drawnForThisVisitor,
  readFirstScreen,
  seedCache,
} from './firstScreen';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = FIRST_SCREEN_DATA_ID;
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

const answers = {
  owner: 'mfe_community',
  state: {
    mutations: [],
    queries: [
      {
        queryKey: ['feed', 'daily'],
        queryHash: '["feed","daily"]',
        state: { data: { list: [1, 2] }, dataUpdatedAt: Date.now(), status: 'success' },
      },
    ],
  },
};

describe('the first screen in the browser', () => {
  afterEach(() => localStorage.clear());

  it('reads the server’s answers and puts them in the cache', () => {
    const screen = readFirstScreen(pageWith(JSON.stringify(answers)));
    expect(screen?.owner).toBe('mfe_community');
    const client = new QueryClient();
    seedCache(client, screen!);
    expect(client.getQueryData(['feed', 'daily'])).toEqual({ list: [1, 2] });
  });

  it('a page without a first screen, or with broken answers, has none', () => {
    expect(readFirstScreen(pageWith(null))).toBeNull();
    expect(readFirstScreen(pageWith('{"owner":'))).toBeNull();
    expect(readFirstScreen(pageWith('{"owner":"mfe_search"}'))).toBeNull();
  });

  it('was drawn for this browser only when it holds no credential', () => {
    expect(drawnForThisVisitor({ search: '?section=daily' })).toBe(true);
    expect(drawnForThisVisitor({ search: '?token=abc' })).toBe(false);
    expect(drawnForThisVisitor({ search: '?hash=abc' })).toBe(false);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    expect(drawnForThisVisitor({ search: '' })).toBe(false);
  });
});
