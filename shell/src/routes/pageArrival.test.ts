import { focusHeadingWhenReady, followLateContent } from './pageArrival';
import type { ScrollEnv } from './pageArrival';

/** A page whose height the test sets; scrolling clamps as a browser's does. */
function fakePage(height: number, viewport = 800) {
  let y = 0;
  let onSize: (() => void) | null = null;
  let onIntent: (() => void) | null = null;
  const env: ScrollEnv = {
    scrollY: () => y,
    maxScroll: () => Math.max(0, height - viewport),
    scrollTo: (to) => {
      y = Math.min(to, Math.max(0, height - viewport));
    },
    observeSize(cb) {
      onSize = cb;
      return () => {
        onSize = null;
      };
    },
    onReaderIntent(cb) {
      onIntent = cb;
      return () => {
        onIntent = null;
      };
    },
  };
  return {
    env,
    y: () => y,
    grow(to: number) {
      height = to;
      onSize?.();
    },
    readerScrolls() {
      onIntent?.();
    },
    watching: () => onSize !== null || onIntent !== null,
  };
}

describe('followLateContent (back/forward to a page still drawing)', () => {
  it('scrolls to the position as the page grows, then stops watching', () => {
    const page = fakePage(1000);
    followLateContent(2400, page.env);
    expect(page.y()).toBe(200); // as far as the page goes for now
    expect(page.watching()).toBe(true);
    page.grow(2000);
    expect(page.y()).toBe(1200);
    page.grow(4000);
    expect(page.y()).toBe(2400);
    expect(page.watching()).toBe(false);
  });

  it('leaves the page alone once the reader scrolls or taps', () => {
    const page = fakePage(1000);
    followLateContent(2400, page.env);
    page.readerScrolls();
    expect(page.watching()).toBe(false);
    page.grow(4000);
    expect(page.y()).toBe(200);
  });

  it('stops at the next navigation (its stop)', () => {
    const page = fakePage(1000);
    const stop = followLateContent(2400, page.env);
    stop();
    page.grow(4000);
    expect(page.y()).toBe(200);
  });

  it('does nothing when the position is the top or already reached', () => {
    const page = fakePage(1000);
    followLateContent(0, page.env);
    expect(page.watching()).toBe(false);
  });
});

describe('focusHeadingWhenReady (a new page)', () => {
  let main: HTMLElement;
  const env = {
    root: () => main,
    observe(root: ParentNode, onChange: () => void) {
      const observer = new MutationObserver(onChange);
      observer.observe(root as Node, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    document.body.innerHTML = '<header><a href="/">홈</a></header><main id="main"></main>';
    main = document.getElementById('main')!;
    document.querySelector<HTMLElement>('header a')!.focus();
  });

  it('focuses the h1 that is there, focusable without entering the tab order', () => {
    main.innerHTML = '<h1>드로잉 클래스</h1>';
    focusHeadingWhenReady(env);
    const h1 = main.querySelector('h1')!;
    expect(document.activeElement).toBe(h1);
    expect(h1).toHaveAttribute('tabindex', '-1');
  });

  it('waits for the h1 of a page still loading', async () => {
    main.innerHTML = '<div role="status">불러오는 중이에요…</div>';
    focusHeadingWhenReady(env);
    expect(document.activeElement).toBe(document.querySelector('header a'));
    main.innerHTML = '<section><h1>커뮤니티</h1></section>';
    await flush();
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('gives up when the next navigation comes first', async () => {
    focusHeadingWhenReady(env)();
    main.innerHTML = '<h1>늦은 제목</h1>';
    await flush();
    expect(document.activeElement).toBe(document.querySelector('header a'));
  });
});
