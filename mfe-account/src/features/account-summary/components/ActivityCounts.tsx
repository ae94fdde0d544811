import { Button, Skeleton, formatNumber } from '@baeum/shared';
import type { UserSubInfoWire } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { messages } from '../../../messages';
import styles from './ActivityCounts.module.scss';

const t = messages.my;

const COUNTS = [
  {
    key: 'points',
    label: t.counts.points,
    to: '/my/points',
    value: (s) => s.total_point ?? s.point,
  },
  // Coupons are registered on the points screen, and used coupons show in its history.
  { key: 'coupons', label: t.counts.coupons, to: '/my/points', value: (s) => s.coupon_cnt },
  {
    key: 'bookmarks',
    label: t.counts.bookmarks,
    to: '/my/bookmarks',
    value: (s) => s.bookmark_cnt,
  },
  { key: 'reviews', label: t.counts.reviews, to: '/my/reviews', value: (s) => s.review_cnt },
  { key: 'following', label: t.counts.following, to: '/my/following', value: (s) => s.follow_cnt },
  {
    key: 'followers',
    label: t.counts.followers,
    to: '/my/followers',
    value: (s) => s.follower_cnt,
  },
] satisfies Array<{
  key: string;
  label: string;
  to: string;
  value: (s: UserSubInfoWire) => number | undefined;
}>;

interface ActivityCountsProps {
  subInfo: UserSubInfoWire | undefined;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The counts of `profile_app`, each a link to its screen. While they load the links are there
 * already (with a blank number); if they fail, the page goes on and says so here.
 */
export function ActivityCounts({ subInfo, failed, onRetry }: ActivityCountsProps) {
  return (
    <nav className={styles.counts} aria-label={t.countsTitle}>
      <ul className={styles.counts__list}>
        {COUNTS.map((count) => {
          const value = subInfo ? formatNumber(count.value(subInfo) ?? 0) || '0' : null;
          return (
            <li key={count.key}>
              <AppLink to={count.to} className={styles.counts__link}>
                <span className={styles.counts__label}>{count.label}</span>{' '}
                {value === null ? (
                  <Skeleton width={36} height={22} />
                ) : (
                  <span className={styles.counts__value}>{value}</span>
                )}
              </AppLink>
            </li>
          );
        })}
      </ul>
      {failed && !subInfo && (
        <div className={styles.counts__error} role="alert">
          <span>{t.countsFailed}</span>
          <Button variant="ghost" size="sm" onClick={onRetry}>
            {t.countsRetry}
          </Button>
        </div>
      )}
    </nav>
  );
}
