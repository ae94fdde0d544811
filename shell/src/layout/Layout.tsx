import type { ReactNode } from 'react';
import { Header } from './Header';
import styles from './Layout.module.scss';

export function Layout({
  children,
  showHeader,
  hideSearch,
}: {
  children: ReactNode;
  showHeader: boolean;
  hideSearch: boolean;
}) {
  return (
    <div className={styles.layout}>
      {showHeader && <Header hideSearch={hideSearch} />}
      <main id="main" className={styles.layout__main}>
        {children}
      </main>
    </div>
  );
}
