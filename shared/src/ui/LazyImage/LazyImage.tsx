import { useState } from 'react';
import { toWebp800 } from '../../utils/image';
import { useLazyLoad } from '../../utils/useLazyLoad';
import { cx } from '../classNames';
import styles from './LazyImage.module.scss';

export interface LazyImageProps {
  src: string | null | undefined;
  /** Required: describe the picture, or pass "" when it only decorates. */
  alt: string;
  className?: string;
  /** Product-CDN images are shown as their webp_800 variant (spec §9); off for other sizes. */
  webp?: boolean;
  /** Load at once (the first screen's images), skipping the 200 ms lazy delay. */
  eager?: boolean;
  /**
   * The page's largest image (its LCP element): loaded at once and fetched ahead of other
   * images (`fetchpriority="high"`). One per page.
   */
  priority?: boolean;
  width?: number;
  height?: number;
}

/**
 * An <img> that starts downloading 200 ms after it comes into view (spec §9) and fades in;
 * an eager one (the first screen) loads at once and shows as it arrives.
 * A broken or missing image leaves the neutral placeholder instead of a broken-image icon.
 */
export function LazyImage({
  src,
  alt,
  className,
  webp = true,
  eager = false,
  priority = false,
  width,
  height,
}: LazyImageProps) {
  const [ref, inView] = useLazyLoad<HTMLImageElement>();
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');
  const url = webp ? toWebp800(src) : (src ?? '');
  const load = (eager || priority || inView) && url !== '' && status !== 'error';
  // The first screen's images show as they arrive, no fade: they are painted from the server's
  // drawing before any script runs (and the app's render over it must not blink them).
  const shown = status === 'loaded' || ((eager || priority) && load);

  return (
    <img
      ref={ref}
      className={cx(styles.image, shown && styles['image--loaded'], className)}
      src={load ? url : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      data-state={load ? status : 'waiting'}
      onLoad={() => setStatus('loaded')}
      onError={() => setStatus('error')}
    />
  );
}
