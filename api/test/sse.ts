// A Server-Sent Events reader for the tests (Node has no EventSource): opens a stream with
// fetch, parses its events and hands them out in order.
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The body of a refused stream (JSON envelope). */
  text: string;
  /** The next event (of one of `names`, others skipped); rejects after `waitMs` without one. */
  next(names?: string[], waitMs?: number): Promise<SseEvent>;
  /** Comment lines (heartbeats) seen so far. */
  comments: number;
  /** Resolves once a comment line (a heartbeat) has come; rejects after `waitMs` without one. */
  heartbeat(waitMs?: number): Promise<void>;
  close(): void;
}

export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const stream: SseStream = {
    status: res.status,
    headers: res.headers,
    text: '',
    comments: 0,
    async next(names = ['notification'], waitMs = 15_000) {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const i = queue.findIndex((e) => names.includes(e.event));
        if (i >= 0) return queue.splice(0, i + 1).pop()!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${names.join('/')} event within ${waitMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async heartbeat(waitMs = 15_000) {
      const deadline = Date.now() + waitMs;
      while (stream.comments === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no heartbeat within ${waitMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => abort.abort(),
  };
  if (res.status !== 200 || !res.body) {
    stream.text = await res.text();
    return stream;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const ev: SseEvent = { event: 'message', data: '' };
          let any = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments++;
            const m = /^(\w+): ?(.*)$/.exec(line);
            if (!m) continue;
            any = true;
            if (m[1] === 'id') ev.id = m[2];
            else if (m[1] === 'event') ev.event = m[2]!;
            else if (m[1] === 'data') ev.data += (ev.data ? '\n' : '') + m[2];
          }
          if (any && (ev.data || ev.id)) queue.push(ev);
          for (const w of waiters.splice(0)) w();
        }
      }
    } catch {
      // aborted
    }
    for (const w of waiters.splice(0)) w();
  })();
  return stream;
}
