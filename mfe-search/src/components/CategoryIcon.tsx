import { cx, Icon, ICON_NAMES } from '@baeum/shared';
import type { IconName } from '@baeum/shared';
import styles from './CategoryIcon.module.scss';

const isImageUrl = (icon: string) =>
  /^(https?:)?\/\//.test(icon) || icon.startsWith('/') || icon.startsWith('data:image/');
const isSpriteIcon = (icon: string): icon is IconName =>
  (ICON_NAMES as readonly string[]).includes(icon);

/**
 * A category's icon as the server sends it: an image URL, a name from the icon sprite, or a
 * short glyph. Decorative: the category name is always printed beside it.
 */
export function CategoryIcon({
  icon,
  size = 'md',
  className,
}: {
  icon: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const classes = cx(styles.icon, styles[`icon--${size}`], className);
  if (isImageUrl(icon)) {
    return (
      <span className={classes} aria-hidden="true">
        <img className={styles.icon__image} src={icon} alt="" loading="lazy" decoding="async" />
      </span>
    );
  }
  return (
    <span className={classes} aria-hidden="true">
      {isSpriteIcon(icon) ? (
        <Icon name={icon} size={size === 'sm' ? 20 : 28} />
      ) : (
        <span className={styles.icon__glyph}>{icon}</span>
      )}
    </span>
  );
}
