// Test helper: a controllable IntersectionObserver for jsdom, which has none.
export interface MockObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  elements: Set<Element>;
  disconnected: boolean;
}

export function installMockIntersectionObserver() {
  const observers: MockObserver[] = [];
  class MockIntersectionObserver {
    private readonly record: MockObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, elements: new Set(), disconnected: false };
      observers.push(this.record);
    }
    observe(el: Element) {
      this.record.elements.add(el);
    }
    unobserve(el: Element) {
      this.record.elements.delete(el);
    }
    disconnect() {
      this.record.disconnected = true;
      this.record.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
    MockIntersectionObserver;

  /** Reports the element as entering (true) or leaving (false) the viewport. */
  const setVisible = (el: Element, isIntersecting: boolean) => {
    for (const observer of observers) {
      if (observer.disconnected || !observer.elements.has(el)) continue;
      observer.callback(
        [
          {
            target: el,
            isIntersecting,
            intersectionRatio: isIntersecting ? 1 : 0,
          } as IntersectionObserverEntry,
        ],
        observer as unknown as IntersectionObserver,
      );
    }
  };
  const restore = () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  };
  return { observers, setVisible, restore };
}
