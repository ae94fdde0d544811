import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/swiper.css';
import { uiMessages } from '../../messages/ui';
import { Icon } from '../Icon/Icon';
import { Modal } from '../Modal/Modal';
import type { ModalComponentProps } from '../Modal/modalRegistry';
import { cx } from '../classNames';
import styles from './MediaPreview.module.scss';

export interface MediaPreviewProps {
  /** The photos' addresses, in order. */
  photos: readonly string[];
  /** The photo tapped (0-based). */
  index?: number;
  /** Each photo's text alternative, e.g. (n) => `김배움님이 올린 사진 ${n}`. */
  alt: (n: number) => string;
}

const m = uiMessages.mediaPreview;

/**
 * The MediaPreview modal kind (spec §2): the photos of a post or a review, full screen, on
 * Swiper — swipe or the arrow keys move, the position is read out, a tap on a photo zooms it
 * (no pinch needed) and another tap goes back. Escape or 닫기 closes; focus returns to the
 * thumbnail that opened it (the Modal's rule). Lives in '@baeum/shared/carousel' with Swiper.
 */
export function MediaPreview({ props, close }: ModalComponentProps<MediaPreviewProps>) {
  const photos = props.photos;
  const start = Math.min(Math.max(props.index ?? 0, 0), Math.max(photos.length - 1, 0));
  const [current, setCurrent] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const many = photos.length > 1;
  return (
    <Modal
      title={m.title}
      hideTitle
      variant="fullscreen"
      onClose={close}
      className={styles.preview}
    >
      <Swiper
        className={styles.preview__swiper}
        modules={[A11y, Keyboard]}
        initialSlide={start}
        keyboard={{ enabled: true }}
        onSwiper={setSwiper}
        onSlideChange={(s) => {
          setCurrent(s.activeIndex);
          setZoomed(false);
        }}
        allowTouchMove={!zoomed}
        a11y={{
          enabled: true,
          prevSlideMessage: m.previous,
          nextSlideMessage: m.next,
          slideLabelMessage: uiMessages.carousel.slideLabel,
          slideRole: 'group',
        }}
      >
        {photos.map((src, i) => {
          const alt = props.alt(i + 1);
          const on = zoomed && i === current;
          return (
            <SwiperSlide key={`${src}-${i}`} className={styles.preview__slide}>
              <button
                type="button"
                className={cx(styles.preview__zoom, on && styles['preview__zoom--on'])}
                aria-pressed={on}
                aria-label={on ? m.zoomOut(alt) : m.zoomIn(alt)}
                onClick={() => setZoomed(!on)}
              >
                <img className={styles.preview__image} src={src} alt={alt} draggable={false} />
              </button>
            </SwiperSlide>
          );
        })}
      </Swiper>
      {many && (
        <div className={styles.preview__bar}>
          <button
            type="button"
            className={styles.preview__nav}
            aria-label={m.previous}
            disabled={current === 0}
            onClick={() => swiper?.slidePrev()}
          >
            <Icon name="chevron-left" size={22} />
          </button>
          <p className={styles.preview__position} aria-live="polite">
            {m.position(current + 1, photos.length)}
          </p>
          <button
            type="button"
            className={styles.preview__nav}
            aria-label={m.next}
            disabled={current === photos.length - 1}
            onClick={() => swiper?.slideNext()}
          >
            <Icon name="chevron-right" size={22} />
          </button>
        </div>
      )}
    </Modal>
  );
}
