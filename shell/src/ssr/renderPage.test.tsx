/**
 * @jest-environment node
 */
// The render server's drawing (renderPage.server.tsx), on Node as it runs there, against the
// reference API. The remotes' modules are stand-ins (the federation runtime loads the real ones
// over HTTP; e2e/tests/redeploy-remote.spec.ts and first-screen.spec.ts cover that).
import { getUrlCredentials, useAtomValue, useQuery, userAtom } from '@baeum/shared';
import { renderPage } from './renderPage.server';

const mockModules: Record<string, { default: () => unknown }> = {};

jest.mock('../remotes/registry', () => ({
  remoteModule: (id: string) =>
    mockModules[id] ? Promise.resolve(mockModules[id]) : Promise.reject(new Error(`no ${id}`)),
  loadRemoteModule: (id: string) => Promise.resolve(mockModules[id]),
  forgetRemote: () => undefined,
  warmRemote: () => Promise.resolve(),
}));

const API = process.env.REFERENCE_API_URL!;
const NO_REMOTES = {};
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function apiLogin(phone: string, password: string): Promise<string> {
  const xsrf = await fetch(`${API}/xsrf`);
  const cookie = (xsrf.headers.get('set-cookie') || '').split(';')[0] || '';
  const res = await fetch(`${API}/login/Auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      'x-xsrf-token': cookie.split('=')[1] || '',
    },
    body: new URLSearchParams({ user_id: phone, passwd: password }).toString(),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login failed: ${res.status}`);
  return body.data.token;
}

/** A class page whose parts need answers in turn: the second asks only once the first is in. */
function ClassPage() {
  const outer = useQuery({
    queryKey: ['test', 'outer'],
    queryFn: async () => {
      await delay(30);
      return '바깥 답';
    },
  });
  return (
    <main>
      <h1>{outer.data ?? '불러오는 중'}</h1>
      {outer.data && <Inner />}
    </main>
  );
}

function Inner() {
  const inner = useQuery({
    queryKey: ['test', 'inner'],
    queryFn: async () => {
      await delay(30);
      return '안쪽 답';
    },
  });
  return <p>{inner.data ?? '불러오는 중'}</p>;
}

/** The web view page: who it is drawn for, as the store and the API client see it. */
function MemberPage() {
  const user = useAtomValue(userAtom);
  const seen = useQuery({
    queryKey: ['test', 'credentials'],
    queryFn: async () => {
      // Later than the other drawing's start: a module-wide value would have changed by now.
      await delay(40);
      return getUrlCredentials().token ?? '없음';
    },
  });
  return (
    <main>
      <h1>{user.name}</h1>
      <p data-token={seen.data} />
    </main>
  );
}

let queriesAsked = 0;
function CountingPage() {
  const answer = useQuery({
    queryKey: ['test', 'counted'],
    queryFn: async () => {
      queriesAsked += 1;
      await delay(10);
      return '한 번';
    },
  });
  return <h1>{answer.data}</h1>;
}

function SlowPage() {
  const never = useQuery({
    queryKey: ['test', 'slow'],
    queryFn: () => new Promise<string>((resolve) => setTimeout(resolve, 5_000, '끝').unref()),
  });
  return <h1>{never.isPending ? '기다리는 중' : '끝'}</h1>;
}

function FailingPage() {
  const failed = useQuery({
    queryKey: ['test', 'fails'],
    queryFn: () => Promise.reject(new Error('API down')),
  });
  return <h1>{failed.isError ? '실패' : '성공'}</h1>;
}

function SearchBar() {
  return <form role="search" />;
}

beforeEach(() => {
  for (const key of Object.keys(mockModules)) delete mockModules[key];
  mockModules['mfe_search/SearchBar'] = { default: SearchBar };
});

const draw = (url: string, extra: Partial<Parameters<typeof renderPage>[0]> = {}) =>
  renderPage({
    url,
    userAgent: 'Mozilla/5.0',
    apiUrl: API,
    timeoutMs: 3_000,
    remotes: NO_REMOTES,
    ...extra,
  });

describe('renderPage', () => {
  it('matches the route table: a page no remote owns, and an external path that redirects, are not drawn', async () => {
    await expect(draw('/no/such/page')).resolves.toBeNull();
    await expect(draw('/class/classDetail/1')).resolves.toBeNull();
  });

  it('fetches a page’s data in one render, each answer once, parts that wait on others included', async () => {
    mockModules['mfe_class/Routes'] = { default: ClassPage };
    const page = await draw('/class/1');
    expect(page?.owner).toBe('mfe_class');
    expect(page?.html).toContain('바깥 답');
    expect(page?.html).toContain('안쪽 답');
    expect(page?.html).not.toContain('불러오는 중');
    // The answers travel with the page for the browser's cache.
    const keys = page!.state.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["test","outer"]', '["test","inner"]']));

    mockModules['mfe_class/Routes'] = { default: CountingPage };
    queriesAsked = 0;
    await draw('/class/2');
    expect(queriesAsked).toBe(1);
  });

  it('gives up past its time budget: the page goes undrawn', async () => {
    mockModules['mfe_class/Routes'] = { default: SlowPage };
    await expect(draw('/class/1', { timeoutMs: 200 })).rejects.toThrow(/took over 200 ms/);
  });

  it('sends a page whose answer failed undrawn (the browser shows the failure with its retry)', async () => {
    mockModules['mfe_class/Routes'] = { default: FailingPage };
    await expect(draw('/class/1')).resolves.toBeNull();
  });

  it('draws the rest of the page when a remote’s module cannot load', async () => {
    // No mfe_class/Routes: its slot goes to the browser, the header is drawn.
    const page = await draw('/class/1');
    expect(page?.html).toContain('role="search"');
  });

  it('keeps drawings that run at the same time apart: each its own member, credentials, user agent and answers', async () => {
    mockModules['mfe_class/Routes'] = { default: MemberPage };
    const [learnerToken, coachToken] = await Promise.all([
      apiLogin('010-1234-5678', 'baeum1234!'),
      apiLogin('010-9876-5432', 'coach1234!'),
    ]);
    const app = 'Mozilla/5.0 (iPhone) BaeumApp/220 (iOS)';
    const pages = await Promise.all([
      draw('/webview/alarm/class', { credentials: { token: learnerToken, hash: null } }),
      draw('/webview/alarm/class', {
        credentials: { token: coachToken, hash: null },
        userAgent: app,
      }),
      draw('/webview/alarm/class', { credentials: { token: learnerToken, hash: null } }),
    ]);
    const [learner, coach, learnerAgain] = pages.map((p) => p!.html);
    expect(learner).toContain(`data-token="${learnerToken}"`);
    expect(learner).toContain('김배움');
    expect(learner).not.toContain('이코치');
    expect(coach).toContain(`data-token="${coachToken}"`);
    expect(coach).toContain('이코치');
    expect(coach).not.toContain(learnerToken);
    expect(learnerAgain).toBe(learner);
    // The app's web view has its own header; the website's drawing has the search bar.
    expect(learner).toContain('role="search"');
    expect(coach).not.toContain('role="search"');
    expect(pages[1]!.member?.user_info.user_name).toBe('이코치');
  });
});
