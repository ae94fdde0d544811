import { act, render, screen } from '@testing-library/react';
import { installMockIntersectionObserver } from './testing/mockIntersectionObserver';
import { PREFETCH_ROOT_MARGIN, usePrefetchOnView } from './usePrefetchOnView';

function Link({ onVisible }: { onVisible: () => void }) {
  const ref = usePrefetchOnView<HTMLAnchorElement>(onVisible);
  return (
    <a ref={ref} href="/class/1">
      클래스
    </a>
  );
}

describe('usePrefetchOnView (spec §9: 200 px root margin)', () => {
  let io: ReturnType<typeof installMockIntersectionObserver>;
  beforeEach(() => {
    io = installMockIntersectionObserver();
  });
  afterEach(() => io.restore());

  it('watches with a 200 px root margin', () => {
    render(<Link onVisible={jest.fn()} />);
    expect(PREFETCH_ROOT_MARGIN).toBe('200px');
    expect(io.observers[0]?.options?.rootMargin).toBe('200px');
  });

  it('prefetches once when the link comes near the viewport', () => {
    const onVisible = jest.fn();
    render(<Link onVisible={onVisible} />);
    const link = screen.getByRole('link', { name: '클래스' });
    act(() => io.setVisible(link, false));
    expect(onVisible).not.toHaveBeenCalled();
    act(() => io.setVisible(link, true));
    act(() => io.setVisible(link, true));
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<Link onVisible={first} />);
    rerender(<Link onVisible={second} />);
    act(() => io.setVisible(screen.getByRole('link'), true));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
