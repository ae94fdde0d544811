import resiliencePlugin, {
  FETCH_TIMEOUT_MS,
  RETRY_DELAY_MS,
  RETRY_TIMES,
} from './resiliencePlugin';

type FetchHook = (url: string, init?: RequestInit) => Promise<Response>;
const plugin = resiliencePlugin() as unknown as { fetch: FetchHook };

const g = globalThis as { fetch?: unknown };
const realFetch = g.fetch;
const mockFetch = () => {
  const fn = jest.fn();
  g.fetch = fn;
  return fn;
};

afterEach(() => {
  jest.useRealTimers();
  g.fetch = realFetch;
});

test('a manifest request that fails is tried again, then succeeds', async () => {
  jest.useFakeTimers();
  const ok = { ok: true, status: 200 } as Response;
  const fetchMock = mockFetch()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(ok);
  const result = plugin.fetch('http://remote.test/mf-manifest.json');
  await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
  await expect(result).resolves.toBe(ok);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a manifest request that never answers is abandoned after the timeout, each attempt', async () => {
  jest.useFakeTimers();
  const fetchMock = mockFetch().mockImplementation(
    (_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
  const result = plugin.fetch('http://remote.test/mf-manifest.json');
  const outcome = expect(result).rejects.toThrow('timed out: http://remote.test/mf-manifest.json');
  for (let attempt = 0; attempt <= RETRY_TIMES; attempt += 1) {
    await jest.advanceTimersByTimeAsync(FETCH_TIMEOUT_MS + RETRY_DELAY_MS * (attempt + 1));
  }
  await outcome;
  expect(fetchMock).toHaveBeenCalledTimes(RETRY_TIMES + 1);
});
