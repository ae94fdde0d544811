import type { IconName } from './iconPaths';
import { iconId } from './iconPaths';
import { cx } from '../classNames';
import styles from './Icon.module.scss';

export interface IconProps {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  title?: string;
  className?: string;
}

/** One icon from the sprite (<IconSprite> must be mounted once on the page). */
export function Icon({ name, size = 24, title, className }: IconProps) {
  return (
    <svg
      className={cx(styles.icon, className)}
      width={size}
      height={size}
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
