import { act, fireEvent, render, screen } from '@testing-library/react';
import { installMockIntersectionObserver } from '../../utils/testing/mockIntersectionObserver';
import { LazyImage } from './LazyImage';

describe('LazyImage', () => {
  let io: ReturnType<typeof installMockIntersectionObserver>;
  beforeEach(() => {
    jest.useFakeTimers();
    io = installMockIntersectionObserver();
  });
  afterEach(() => {
    io.restore();
    jest.useRealTimers();
  });

  it('sets the source 200 ms after coming into view, as the webp_800 variant of a CDN image', () => {
    render(<LazyImage src="https://cdn.baeum.kr/c/1.jpg" alt="요가 클래스" />);
    const img = screen.getByRole('img', { name: '요가 클래스' });
    expect(img).not.toHaveAttribute('src');
    act(() => io.setVisible(img, true));
    act(() => jest.advanceTimersByTime(200));
    expect(img).toHaveAttribute('src', 'https://cdn.baeum.kr/c/1_webp_800.webp');
  });

  it('loads at once when eager', () => {
    render(<LazyImage src="https://example.com/a.jpg" alt="배너" eager />);
    expect(screen.getByRole('img', { name: '배너' })).toHaveAttribute(
      'src',
      'https://example.com/a.jpg',
    );
  });

  it("the page's largest image loads at once, ahead of the others; the rest never ask for priority", () => {
    render(
      <>
        <LazyImage src="https://example.com/hero.jpg" alt="대표 이미지" priority />
        <LazyImage src="https://example.com/b.jpg" alt="다른 배너" eager />
      </>,
    );
    const hero = screen.getByRole('img', { name: '대표 이미지' });
    expect(hero).toHaveAttribute('src', 'https://example.com/hero.jpg');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: '다른 배너' })).not.toHaveAttribute('fetchpriority');
  });

  it('an eager image shows as it arrives (painted from the server drawing, no script); a lazy one fades in once loaded', () => {
    render(
      <>
        <LazyImage src="https://example.com/hero.jpg" alt="첫 화면" eager />
        <LazyImage src="https://example.com/below.jpg" alt="아래쪽" />
      </>,
    );
    expect(screen.getByRole('img', { name: '첫 화면' }).className).toMatch(/image--loaded/);
    const below = screen.getByRole('img', { name: '아래쪽' });
    expect(below.className).not.toMatch(/image--loaded/);
    act(() => io.setVisible(below, true));
    act(() => jest.advanceTimersByTime(200));
    expect(below.className).not.toMatch(/image--loaded/);
    fireEvent.load(below);
    expect(below.className).toMatch(/image--loaded/);
  });

  it('drops a broken source and keeps the placeholder', () => {
    render(<LazyImage src="https://example.com/broken.jpg" alt="사진" eager />);
    const img = screen.getByRole('img', { name: '사진' });
    fireEvent.error(img);
    expect(img).not.toHaveAttribute('src');
  });
});
