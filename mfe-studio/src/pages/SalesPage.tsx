import { PageHeading, usePageTitle } from '@baeum/shared';
import { CoachGate } from '../components/CoachGate';
import { StudioNav } from '../components/StudioNav';
import { SalesReport } from '../features/sales/components/SalesReport';
import { messages } from '../messages';
import styles from './StudioPage.module.scss';

/** /studio/sales: the coach's payments by day, week or month and by class (loaded lazily). */
export function SalesPage() {
  usePageTitle(messages.sales.title);
  return (
    <CoachGate>
      <div className={styles.page}>
        <PageHeading
          className={styles.heading}
          title={messages.sales.title}
          description={messages.sales.description}
        />
        <StudioNav />
        <SalesReport />
      </div>
    </CoachGate>
  );
}
