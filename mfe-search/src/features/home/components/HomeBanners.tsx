import { Link } from 'react-router-dom';
import {
  HorizontalSlider,
  isInAppWebView,
  LazyImage,
  openExternalLink,
  safeExternalHref,
  Skeleton,
} from '@baeum/shared';
import type { BannerWire } from '@baeum/shared';
import { InlineError } from '../../../components/InlineError';
import { messages } from '../../../messages';
import { useBanners } from '../hooks/useHomeData';
import styles from './Home.module.scss';

function BannerLink({
  banner,
  index,
  total,
}: {
  banner: BannerWire;
  index: number;
  total: number;
}) {
  const label = messages.home.bannerLabel(index + 1, total, banner.title ?? '');
  // The picture is art; the words are text (readable at any width, and by screen readers).
  const image = (
    <>
      <LazyImage
        className={styles.banner__image}
        src={banner.image}
        alt=""
        eager={index < 2}
        priority={index === 0}
        webp={false}
      />
      {(banner.title || banner.subtitle) && (
        <span className={styles.banner__text}>
          {banner.title && <span className={styles.banner__title}>{banner.title}</span>}
          {banner.subtitle && <span className={styles.banner__subtitle}>{banner.subtitle}</span>}
        </span>
      )}
    </>
  );
  // Our own paths go through the router; anything else must be a safe http(s) address.
  if (banner.link.startsWith('/') && !banner.link.startsWith('//')) {
    return (
      <Link className={styles.banner} to={banner.link} aria-label={label}>
        {image}
      </Link>
    );
  }
  const href = safeExternalHref(banner.link);
  return href ? (
    <a
      className={styles.banner}
      href={href}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        // In the app's web view a new tab is a dead end: the native handler opens the browser.
        if (!isInAppWebView()) return;
        event.preventDefault();
        openExternalLink(href);
      }}
    >
      {image}
    </a>
  ) : (
    <div className={styles.banner}>{image}</div>
  );
}

/** The event banners at the top of the home page (pilot/appMainWeb). */
export function HomeBanners() {
  const banners = useBanners();
  const list = banners.data?.banner_list ?? [];
  if (banners.status === 'loading') {
    return (
      <div className={styles.banners} aria-hidden="true">
        <div className={styles.banners__loading}>
          <Skeleton className={styles.banner} height="auto" />
          <Skeleton className={styles.banner} height="auto" />
        </div>
      </div>
    );
  }
  if (banners.status === 'error') {
    return (
      <div className={styles.banners}>
        <InlineError onRetry={banners.reload} />
      </div>
    );
  }
  if (list.length === 0) return null;
  return (
    <div className={styles.banners}>
      <HorizontalSlider
        label={messages.home.banners}
        itemClassName={styles.banners__item}
        className={styles.banners__slider}
      >
        {list.map((banner, index) => (
          <BannerLink
            key={banner.banner_id ?? index}
            banner={banner}
            index={index}
            total={list.length}
          />
        ))}
      </HorizontalSlider>
    </div>
  );
}
