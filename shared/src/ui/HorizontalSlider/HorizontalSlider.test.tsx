import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HorizontalSlider } from './HorizontalSlider';
import { getScrollPosition, getStepTarget } from './scrollPosition';

/** jsdom has no layout: give the track the metrics of a 300 px window over 1000 px of cards. */
function mockTrack(list: HTMLElement, { clientWidth = 300, scrollWidth = 1000 } = {}) {
  let left = 0;
  Object.defineProperties(list, {
    clientWidth: { configurable: true, get: () => clientWidth },
    scrollWidth: { configurable: true, get: () => scrollWidth },
    scrollLeft: {
      configurable: true,
      get: () => left,
      set: (v: number) => {
        left = v;
      },
    },
  });
  return {
    scrollTo(value: number) {
      left = value;
      fireEvent.scroll(list);
    },
    get left() {
      return left;
    },
  };
}

function renderSlider() {
  render(
    <HorizontalSlider label="인기 클래스">
      {Array.from({ length: 8 }, (_, i) => (
        <a key={i} href={`/class/${i}`}>
          클래스 {i}
        </a>
      ))}
    </HorizontalSlider>,
  );
  const list = screen.getByRole('list', { name: '인기 클래스' });
  const track = mockTrack(list);
  act(() => track.scrollTo(0)); // measure with the mocked metrics
  return track;
}

const prev = () => screen.queryByRole('button', { name: '이전 목록 보기' });
const next = () => screen.queryByRole('button', { name: '다음 목록 보기' });

describe('HorizontalSlider (spec §2, §4)', () => {
  afterEach(() => jest.useRealTimers());

  it('puts each child in a named list', () => {
    renderSlider();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('shows only the next arrow at the start', () => {
    renderSlider();
    expect(prev()).toBeNull();
    expect(next()).toBeInTheDocument();
  });

  it('shows both arrows in the middle', () => {
    const track = renderSlider();
    act(() => track.scrollTo(350));
    expect(prev()).toBeInTheDocument();
    expect(next()).toBeInTheDocument();
  });

  it('shows only the previous arrow at the end', () => {
    const track = renderSlider();
    act(() => track.scrollTo(700));
    expect(prev()).toBeInTheDocument();
    expect(next()).toBeNull();
  });

  it('shows no arrows when everything fits', () => {
    render(
      <HorizontalSlider label="짧은 목록">
        <span>하나</span>
      </HorizontalSlider>,
    );
    const list = screen.getByRole('list', { name: '짧은 목록' });
    const track = mockTrack(list, { clientWidth: 300, scrollWidth: 300 });
    act(() => track.scrollTo(0));
    expect(prev()).toBeNull();
    expect(next()).toBeNull();
  });

  it('steps about one viewport forward and back with a smooth scroll', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const track = renderSlider();
    await user.click(next()!);
    act(() => jest.advanceTimersByTime(100));
    expect(track.left).toBeGreaterThan(0);
    expect(track.left).toBeLessThan(300); // still moving: smooth, not a jump
    act(() => jest.advanceTimersByTime(500));
    expect(track.left).toBe(300);

    act(() => track.scrollTo(track.left));
    await user.click(prev()!);
    act(() => jest.advanceTimersByTime(600));
    expect(track.left).toBe(0);
  });

  it('never steps past the end', () => {
    expect(getStepTarget({ scrollLeft: 600, clientWidth: 300, scrollWidth: 1000 }, 1)).toBe(700);
    expect(getStepTarget({ scrollLeft: 100, clientWidth: 300, scrollWidth: 1000 }, -1)).toBe(0);
  });

  it('tolerates sub-pixel scroll offsets at the edges', () => {
    expect(getScrollPosition({ scrollLeft: 0.5, clientWidth: 300, scrollWidth: 1000 })).toBe(
      'start',
    );
    expect(getScrollPosition({ scrollLeft: 699.5, clientWidth: 300, scrollWidth: 1000 })).toBe(
      'end',
    );
    expect(getScrollPosition({ scrollLeft: 2, clientWidth: 300, scrollWidth: 1000 })).toBe(
      'middle',
    );
  });

  it('moves focus to the other arrow when the focused one disappears at the end', () => {
    const track = renderSlider();
    act(() => track.scrollTo(350));
    next()!.focus();
    act(() => track.scrollTo(700));
    expect(next()).toBeNull();
    expect(prev()).toHaveFocus();
  });
});
