import { QueryClient, TOKEN_STORAGE_KEY } from '@baeum/shared';
import {
  APP_MISSING_ID,
  AWAITS_APP_ATTR,
  FIRST_SCREEN_DATA_ID,
  drawnForThisReader,
  drawnForThisVisitor,
  readFirstScreen,
  releaseDrawing,
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

  it('a member’s drawing is for the address it was drawn from, which carries the credential', () => {
    const member = readFirstScreen(
      pageWith(JSON.stringify({ ...answers, member: { user_id: 7 } })),
    )!;
    expect(member.member).toEqual({ user_id: 7 });
    expect(drawnForThisReader(member, { search: '?token=abc' })).toBe(true);
    expect(drawnForThisReader(member, { search: '?hash=abc&tab=1' })).toBe(true);
    // The token already gone from the address: not this drawing's reader for sure.
    expect(drawnForThisReader(member, { search: '' })).toBe(false);
    expect(drawnForThisReader(member, { search: '?token=' })).toBe(false);
    // A visitor's drawing keeps the visitor's rule.
    const visitor = readFirstScreen(pageWith(JSON.stringify(answers)))!;
    expect(drawnForThisReader(visitor, { search: '' })).toBe(true);
    expect(drawnForThisReader(visitor, { search: '?token=abc' })).toBe(false);
    // A member that is not an object is a broken page.
    expect(readFirstScreen(pageWith(JSON.stringify({ ...answers, member: 'x' })))).toBeNull();
  });

  it('the app taking the drawing over gives its waiting buttons back and takes the note away, and nothing else', () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML =
      `<p id="${APP_MISSING_ID}" hidden>…</p>` +
      `<div id="root"><main><h1>커뮤니티</h1>` +
      `<button type="button" disabled="" ${AWAITS_APP_ATTR}="">좋아요</button>` +
      `<button type="button" disabled="">신청 마감</button></main></div>`;
    const root = doc.getElementById('root')!;
    releaseDrawing(root, doc);
    const [waited, closed] = [...root.querySelectorAll('button')] as [
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    expect(waited.disabled).toBe(false);
    expect(waited.hasAttribute(AWAITS_APP_ATTR)).toBe(false);
    // Disabled in the drawing itself (by its own props): stays so.
    expect(closed.disabled).toBe(true);
    expect(doc.getElementById(APP_MISSING_ID)).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('커뮤니티');
    // A page that came without a drawing has neither: nothing to take away.
    expect(() => releaseDrawing(root, doc)).not.toThrow();
  });
});
