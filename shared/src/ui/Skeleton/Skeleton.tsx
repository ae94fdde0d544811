import type { CSSProperties } from 'react';
import { cx } from '../classNames';
import styles from './Skeleton.module.scss';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** A round placeholder (avatars). */
  circle?: boolean;
  className?: string;
}

/** A grey shimmering block. Decorative: the busy container around it tells screen readers. */
export function Skeleton({
  width = '100%',
  height = 16,
  circle = false,
  className,
}: SkeletonProps) {
  return (
    <span
      className={cx(styles.skeleton, circle && styles['skeleton--circle'], className)}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
