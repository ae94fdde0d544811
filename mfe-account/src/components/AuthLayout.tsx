import type { ReactNode } from 'react';
import styles from './AuthLayout.module.scss';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The way to the other account screens (회원가입, 로그인). */
  footer?: ReactNode;
}

/** The frame of the account screens: full-width on phones, a centred card on desktop. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className={styles.auth}>
      <section className={styles.auth__card} aria-labelledby="auth-title">
        <header className={styles.auth__header}>
          <h1 id="auth-title" className={styles.auth__title}>
            {title}
          </h1>
          {subtitle && <p className={styles.auth__subtitle}>{subtitle}</p>}
        </header>
        {children}
        {footer && <div className={styles.auth__footer}>{footer}</div>}
      </section>
    </div>
  );
}
