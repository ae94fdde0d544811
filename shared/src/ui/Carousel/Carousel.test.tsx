import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  Carousel,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_SLIDES_PER_VIEW,
  CAROUSEL_SLIDES_PER_VIEW_SMALL,
} from './index';

// Swiper itself loads under jest (the preset transforms its .mjs files: `esmOnly` in
// jest.preset.cjs). It is stood in for here because this test is about what the wrapper asks of
// Swiper, not what Swiper draws (jsdom lays nothing out): the stand-in records the props it is
// given (slides per view, breakpoints, modules, a11y texts) and draws each slide as a plain div.
const swiperProps: Array<Record<string, unknown>> = [];
jest.mock('swiper/react', () => ({
  Swiper: ({ children, ...props }: { children: ReactNode }) => {
    swiperProps.push(props);
    return <div data-testid="swiper">{children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div data-testid="slide">{children}</div>,
}));
jest.mock('swiper/modules', () => ({ A11y: { name: 'A11y' }, Keyboard: { name: 'Keyboard' } }));

const classes = [
  { id: 1, name: '요가 기초' },
  { id: 2, name: '수채화 입문' },
  { id: 3, name: '홈베이킹' },
];

function renderCarousel() {
  swiperProps.length = 0;
  return render(
    <Carousel
      label="최근 본 클래스"
      items={classes}
      getKey={(c) => c.id}
      renderItem={(c) => <a href={`/class/${c.id}`}>{c.name}</a>}
    />,
  );
}

describe('Carousel (spec §2, §9)', () => {
  it('shows 2.04 slides per view, 3.04 from the small breakpoint (576 px)', () => {
    renderCarousel();
    expect(CAROUSEL_SLIDES_PER_VIEW).toBe(2.04);
    expect(CAROUSEL_SLIDES_PER_VIEW_SMALL).toBe(3.04);
    expect(swiperProps.at(-1)).toMatchObject({
      slidesPerView: 2.04,
      breakpoints: { 576: { slidesPerView: 3.04 } },
    });
    expect(CAROUSEL_BREAKPOINTS).toEqual({ 576: { slidesPerView: 3.04 } });
  });

  it('renders every item as a slide inside a named region', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: '최근 본 클래스' });
    expect(within(region).getAllByTestId('slide')).toHaveLength(3);
    for (const c of classes) {
      expect(within(region).getByRole('link', { name: c.name })).toHaveAttribute(
        'href',
        `/class/${c.id}`,
      );
    }
  });

  it('turns on Swiper accessibility with Korean messages and keyboard control', () => {
    renderCarousel();
    const props = swiperProps.at(-1)!;
    expect(props.modules).toEqual([{ name: 'A11y' }, { name: 'Keyboard' }]);
    expect(props.a11y).toMatchObject({
      enabled: true,
      prevSlideMessage: '이전 슬라이드',
      nextSlideMessage: '다음 슬라이드',
      slideLabelMessage: '{{slidesLength}}개 중 {{index}}번째',
    });
    expect(props.keyboard).toMatchObject({ enabled: true });
  });
});

describe('entry points', () => {
  it('keeps the carousel (and Swiper) out of the main public entry', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const publicUi = require('../../public/ui') as Record<string, unknown>;
    expect(publicUi).not.toHaveProperty('Carousel');
  });
});
