import type { ReactNode } from 'react';
import { Header } from './Header';
import styles from './Layout.module.scss';

export function Layout({ children, showHeader }: { children: ReactNode; showHeader: boolean }) {
  return (
    <div className={styles.layout}>
      {showHeader && <Header />}
      <main id="main" className={styles.layout__main}>
        {children}
      </main>
    </div>
  );
}
