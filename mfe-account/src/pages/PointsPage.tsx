import { ErrorState, Skeleton } from '@baeum/shared';
import { LoadMore } from '../components/LoadMore';
import { MemberScreen } from '../components/MemberScreen';
import { CouponForm } from '../features/points/components/CouponForm';
import { PointHistory } from '../features/points/components/PointHistory';
import { PointSummary } from '../features/points/components/PointSummary';
import { usePoints } from '../features/points/hooks/usePoints';
import { messages } from '../messages';
import styles from './pages.module.scss';

const t = messages.points;

/** /my/points: the point totals, coupon registration and the history, 20 a page. */
export function PointsPage() {
  return (
    <MemberScreen title={t.title} description={t.description} loadingLabel={t.loading}>
      {(member) => <PointsScreen userId={member.id} />}
    </MemberScreen>
  );
}

function PointsScreen({ userId }: { userId: number }) {
  const { query, totals, entries } = usePoints(userId);
  return (
    <div className={styles.stack}>
      {totals ? (
        <PointSummary totals={totals} />
      ) : query.isError ? (
        <ErrorState title={t.loadError} onRetry={() => void query.refetch()} />
      ) : (
        <div className={styles.loadingBlock} role="status" aria-label={t.loading}>
          <Skeleton height={96} />
          <Skeleton height={72} />
        </div>
      )}
      <CouponForm userId={userId} />
      {totals && (
        <section aria-labelledby="points-history">
          <h2 id="points-history" className={styles.sectionTitle}>
            {t.historyTitle}
          </h2>
          <PointHistory entries={entries} />
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onMore={() => void query.fetchNextPage()}
            label={t.historyMore}
          />
        </section>
      )}
    </div>
  );
}
