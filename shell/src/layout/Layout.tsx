import { useEffect, type ReactNode } from 'react';
import { registerRemoteModals } from '../modals/remoteModals';
import { Footer } from './Footer';
import { Header } from './Header';
import { TabBar } from './TabBar';
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
  // Remote-owned modal kinds (Search, Login) load their remote on first open only.
  useEffect(() => registerRemoteModals(), []);
  return (
    <div className={styles.layout}>
      {showHeader && <Header hideSearch={hideSearch} />}
      <main id="main" className={styles.layout__main}>
        {children}
      </main>
      {/* The web's service footer; the app's web view has neither header nor footer. */}
      {showHeader && <Footer />}
      {showHeader && <TabBar />}
    </div>
  );
}
