// jsdom has no IntersectionObserver. This one lets a test say when an element is on screen.
interface Observed {
  callback: IntersectionObserverCallback;
  elements: Set<Element>;
}

export function installIntersectionObserver() {
  const observers: Observed[] = [];
  class TestIntersectionObserver {
    private readonly record: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: new Set() };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.add(element);
    }
    unobserve(element: Element) {
      this.record.elements.delete(element);
    }
    disconnect() {
      this.record.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
    TestIntersectionObserver;

  /** Reports every observed element that matches as on screen. */
  const showAll = (match: (element: Element) => boolean) => {
    for (const observer of observers) {
      const entries = [...observer.elements].filter(match).map(
        (target) =>
          ({
            target,
            isIntersecting: true,
            intersectionRatio: 1,
          }) as unknown as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  };
  const restore = () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  };
  return { showAll, restore };
}
