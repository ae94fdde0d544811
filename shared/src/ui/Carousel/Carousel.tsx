import type { Key, ReactNode } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/swiper.css';
import { uiMessages } from '../../messages/ui';
import { cx } from '../classNames';
import styles from './Carousel.module.scss';

/** Spec §9: 2.04 slides per view (a peek of the next one), 3.04 from the small breakpoint. */
export const CAROUSEL_SLIDES_PER_VIEW = 2.04;
export const CAROUSEL_SLIDES_PER_VIEW_SMALL = 3.04;
export const CAROUSEL_SMALL_BREAKPOINT = 576;

export const CAROUSEL_BREAKPOINTS: SwiperOptions['breakpoints'] = {
  [CAROUSEL_SMALL_BREAKPOINT]: { slidesPerView: CAROUSEL_SLIDES_PER_VIEW_SMALL },
};

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** Accessible name, e.g. "최근 본 클래스". */
  label: string;
  /** Gap between slides in px. */
  spaceBetween?: number;
  className?: string;
}

/**
 * A swipeable row of slides on Swiper. Imported from '@baeum/shared/carousel', never from the
 * main entry, so only the screens that show a carousel download Swiper.
 */
export function Carousel<T>({
  items,
  renderItem,
  getKey,
  label,
  spaceBetween = 12,
  className,
}: CarouselProps<T>) {
  const m = uiMessages.carousel;
  return (
    <section className={cx(styles.carousel, className)} aria-label={label}>
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView={CAROUSEL_SLIDES_PER_VIEW}
        spaceBetween={spaceBetween}
        breakpoints={CAROUSEL_BREAKPOINTS}
        watchSlidesProgress
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          prevSlideMessage: m.previous,
          nextSlideMessage: m.next,
          firstSlideMessage: m.first,
          lastSlideMessage: m.last,
          slideLabelMessage: m.slideLabel,
          containerRoleDescriptionMessage: m.roleDescription,
          slideRole: 'group',
        }}
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item, index)} className={styles.carousel__slide}>
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
