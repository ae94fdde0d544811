import { SMOOTH_SCROLL_DURATION_MS, smoothScrollTo } from './smoothScroll';

describe('smoothScrollTo (spec §9: 468 ms)', () => {
  let frames: Array<FrameRequestCallback>;
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames[id - 1] = () => {};
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const runFrame = (time: number) => frames[frames.length - 1]!(time);

  it('lasts 468 ms by default', () => {
    expect(SMOOTH_SCROLL_DURATION_MS).toBe(468);
    const el = { scrollLeft: 0, scrollTop: 0 };
    smoothScrollTo(el, { left: 300 });
    runFrame(1000);
    expect(el.scrollLeft).toBe(0);
    runFrame(1000 + 234);
    expect(el.scrollLeft).toBeCloseTo(150, 0);
    runFrame(1000 + 467);
    expect(el.scrollLeft).toBeLessThan(300);
    const count = frames.length;
    runFrame(1000 + 468);
    expect(el.scrollLeft).toBe(300);
    expect(frames).toHaveLength(count); // no frame requested after the end
  });

  it('can be stopped', () => {
    const el = { scrollLeft: 0, scrollTop: 0 };
    const stop = smoothScrollTo(el, { left: 300 });
    runFrame(0);
    runFrame(100);
    const at = el.scrollLeft;
    stop();
    runFrame(468);
    expect(el.scrollLeft).toBe(at);
  });

  it('jumps at once for users who prefer reduced motion', () => {
    const matchMedia = jest.fn().mockReturnValue({ matches: true });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      const el = { scrollLeft: 0, scrollTop: 10 };
      smoothScrollTo(el, { top: 500 });
      expect(el).toEqual({ scrollLeft: 0, scrollTop: 500 });
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
