// A stand-in for the browser's EventSource (jsdom has none) for component tests of the live
// notifications (issue 47): records every stream opened and lets the test send events.
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since `install()`, in order. */
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  readonly url: string;
  readonly withCredentials: boolean;

  constructor(url: string | URL, init?: EventSourceInit) {
    super();
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.opened.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends an event (`data` as JSON), with `id:` when given. */
  send(type: string, data: unknown, lastEventId = ''): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }

  /** The server refuses or drops the stream for good (as after an expired ticket). */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

/** Puts the fake in place of `EventSource` for each test (beforeEach/afterEach). */
export function useFakeEventSource(): void {
  const holder = globalThis as { EventSource?: unknown };
  const real = holder.EventSource;
  beforeEach(() => {
    FakeEventSource.opened = [];
    holder.EventSource = FakeEventSource;
  });
  afterEach(() => {
    holder.EventSource = real;
  });
}
