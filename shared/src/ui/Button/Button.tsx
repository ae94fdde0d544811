import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../classNames';
import type { IconName } from '../Icon/iconPaths';
import { Icon } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and ignores clicks while an action runs. */
  loading?: boolean;
  icon?: IconName;
  children?: ReactNode;
}

/** The one button of the product. type="button" unless told otherwise, so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(
        styles.button,
        styles[`button--${variant}`],
        styles[`button--${size}`],
        fullWidth && styles['button--full'],
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <Spinner size={16} label="" />
      ) : (
        icon && <Icon name={icon} size={size === 'sm' ? 16 : 20} />
      )}
      {children}
    </button>
  );
}
