// Separate public entry '@baeum/shared/carousel': Swiper's weight loads only where a carousel
// is used. Not re-exported from the main entry on purpose.
export {
  Carousel,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_SLIDES_PER_VIEW,
  CAROUSEL_SLIDES_PER_VIEW_SMALL,
  CAROUSEL_SMALL_BREAKPOINT,
} from './Carousel';
export type { CarouselProps } from './Carousel';
export { MediaPreview } from './MediaPreview';
export type { MediaPreviewProps } from './MediaPreview';
