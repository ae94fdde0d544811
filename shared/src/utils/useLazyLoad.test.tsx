import { act, render, screen } from '@testing-library/react';
import { installMockIntersectionObserver } from './testing/mockIntersectionObserver';
import { LAZY_IMAGE_DELAY_MS, useLazyLoad } from './useLazyLoad';

function Probe() {
  const [ref, ready] = useLazyLoad<HTMLDivElement>();
  return <div ref={ref} data-testid="probe" data-ready={String(ready)} />;
}

describe('useLazyLoad (spec §9: 200 ms delay)', () => {
  let io: ReturnType<typeof installMockIntersectionObserver>;
  beforeEach(() => {
    jest.useFakeTimers();
    io = installMockIntersectionObserver();
  });
  afterEach(() => {
    io.restore();
    jest.useRealTimers();
  });

  it('loads 200 ms after the element comes into view', () => {
    expect(LAZY_IMAGE_DELAY_MS).toBe(200);
    render(<Probe />);
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveAttribute('data-ready', 'false');
    act(() => io.setVisible(probe, true));
    act(() => jest.advanceTimersByTime(199));
    expect(probe).toHaveAttribute('data-ready', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(probe).toHaveAttribute('data-ready', 'true');
  });

  it('does not load an element that leaves the view within 200 ms', () => {
    render(<Probe />);
    const probe = screen.getByTestId('probe');
    act(() => io.setVisible(probe, true));
    act(() => jest.advanceTimersByTime(150));
    act(() => io.setVisible(probe, false));
    act(() => jest.advanceTimersByTime(500));
    expect(probe).toHaveAttribute('data-ready', 'false');
  });

  it('stops observing once loaded', () => {
    render(<Probe />);
    const probe = screen.getByTestId('probe');
    act(() => io.setVisible(probe, true));
    act(() => jest.advanceTimersByTime(200));
    expect(io.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('loads at once without IntersectionObserver', () => {
    io.restore();
    const saved = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    try {
      render(<Probe />);
      expect(screen.getByTestId('probe')).toHaveAttribute('data-ready', 'true');
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = saved;
    }
  });
});
