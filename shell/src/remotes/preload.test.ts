import { linkOwner, shouldPreload, startRemotePreloading } from './preload';

type IOCallback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed = new Set<Element>();
  constructor(
    public callback: IOCallback,
    public options: { rootMargin?: string },
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  show(el: Element) {
    this.callback([{ isIntersecting: true, target: el }]);
  }
}

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  document.body.appendChild(a);
  return a;
}

const realUserAgent = navigator.userAgent;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

let stop: () => void = () => {};
beforeEach(() => {
  document.body.innerHTML = '';
  FakeIntersectionObserver.instances = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver =
    FakeIntersectionObserver;
  (window as unknown as { requestIdleCallback: unknown }).requestIdleCallback = (
    cb: () => void,
  ) => {
    cb();
    return 1;
  };
  setUserAgent(realUserAgent);
});
afterEach(() => stop());

describe('linkOwner', () => {
  it('maps a same-site link to the remote owning its path', () => {
    expect(linkOwner(link('/community'))).toBe('mfe_community');
    expect(linkOwner(link('/class/3'))).toBe('mfe_class');
    expect(linkOwner(link('/login'))).toBe('mfe_account');
  });

  it('ignores other sites, downloads, new tabs and unowned paths', () => {
    expect(linkOwner(link('https://example.com/community'))).toBeNull();
    expect(linkOwner(link('/community', { download: '' }))).toBeNull();
    expect(linkOwner(link('/community', { target: '_blank' }))).toBeNull();
    expect(linkOwner(link('/nope/nothing'))).toBeNull();
  });
});

describe('startRemotePreloading', () => {
  it('warms the owner of a hovered or focused link, once per remote', () => {
    const warm = jest.fn();
    stop = startRemotePreloading({ warm, inView: false });
    const a = link('/community');
    a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    a.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/community/12').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(1);
    expect(warm).toHaveBeenCalledWith('mfe_community');
  });

  it('warms the owner of a link within 200 px of the viewport, including links added later', async () => {
    const warm = jest.fn();
    const early = link('/class/1');
    stop = startRemotePreloading({ warm });
    const io = FakeIntersectionObserver.instances[0]!;
    expect(io.options.rootMargin).toBe('200px');
    await flush(); // the page's links are looked at once it is ready and the browser idle
    expect(io.observed.has(early)).toBe(true);
    io.show(early);
    await flush();
    expect(warm).toHaveBeenCalledWith('mfe_class');
    const later = link('/studio');
    await flush(); // MutationObserver callbacks run as microtasks
    expect(io.observed.has(later)).toBe(true);
    io.show(later);
    await flush();
    expect(warm).toHaveBeenCalledWith('mfe_studio');
  });

  it('only fetches the owner of a link in view; intent runs it, once', async () => {
    const warm = jest.fn();
    const prefetch = jest.fn();
    const inView = link('/community');
    const warmedFirst = link('/class/1');
    stop = startRemotePreloading({ warm, prefetch });
    const io = FakeIntersectionObserver.instances[0]!;
    await flush();
    io.show(inView);
    await flush();
    expect(prefetch).toHaveBeenCalledWith('mfe_community');
    expect(warm).not.toHaveBeenCalled();
    // The reader points at it: now its code runs.
    inView.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(warm).toHaveBeenCalledWith('mfe_community');
    // A remote already run is not fetched again when its link scrolls into view.
    warmedFirst.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    io.show(warmedFirst);
    await flush();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalledWith('mfe_class');
    expect(warm).toHaveBeenCalledTimes(2);
  });

  it('warms links in view only once the page itself is ready', async () => {
    const warm = jest.fn();
    let ready!: () => void;
    const a = link('/community');
    stop = startRemotePreloading({ warm, ready: new Promise<void>((r) => (ready = r)) });
    const io = FakeIntersectionObserver.instances[0]!;
    await flush();
    // Start-up is left alone: the page's links are not even looked at yet.
    expect(io.observed.has(a)).toBe(false);
    io.show(a);
    await flush();
    expect(warm).not.toHaveBeenCalled();
    ready();
    await flush();
    expect(io.observed.has(a)).toBe(true);
    expect(warm).toHaveBeenCalledWith('mfe_community');
  });

  it('preloads nothing in the in-app web view', () => {
    setUserAgent(`${realUserAgent} BaeumApp/220 (iOS)`);
    expect(shouldPreload()).toBe(false);
    const warm = jest.fn();
    stop = startRemotePreloading({ warm });
    link('/community').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(warm).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('stops listening when stopped', () => {
    const warm = jest.fn();
    startRemotePreloading({ warm, inView: false })();
    link('/community').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(warm).not.toHaveBeenCalled();
  });
});
