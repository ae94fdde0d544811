import { useState } from 'react';
import { uiMessages } from '../../messages/ui';
import { toWebp800 } from '../../utils/image';
import { cx } from '../classNames';
import { Icon } from '../Icon/Icon';
import styles from './Avatar.module.scss';

export interface AvatarProps {
  src?: string | null;
  /** The person's name, for the alt text. */
  name?: string;
  /** Pixel size of the round picture. */
  size?: number;
  /** Coaches show a badge on their avatars (spec §1). */
  isCoach?: boolean;
  /** When the name is printed next to the avatar, the picture itself needs no alt text. */
  decorative?: boolean;
  className?: string;
}

export function Avatar({
  src,
  name,
  size = 40,
  isCoach = false,
  decorative = false,
  className,
}: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const alt = decorative ? '' : name ? uiMessages.avatar.alt(name) : uiMessages.avatar.anonymousAlt;
  const badgeSize = Math.max(12, Math.round(size * 0.36));

  return (
    <span className={cx(styles.avatar, className)} style={{ width: size, height: size }}>
      {src && !broken ? (
        <img
          className={styles.avatar__image}
          src={toWebp800(src)}
          alt={alt}
          width={size}
          height={size}
          // Small and many (a feed shows dozens): the browser fetches those near the screen,
          // after the page's main image, and the server render names none of them up front.
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
        />
      ) : (
        <span
          className={styles.avatar__placeholder}
          {...(alt ? { role: 'img', 'aria-label': alt } : {})}
        >
          <Icon name="user" size={Math.round(size * 0.6)} />
        </span>
      )}
      {isCoach && (
        <span className={styles.avatar__badge} role="img" aria-label={uiMessages.avatar.coachBadge}>
          <Icon name="coach" size={badgeSize} />
        </span>
      )}
    </span>
  );
}
