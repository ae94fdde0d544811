import { Link } from 'react-router-dom';
import {
  ApiError,
  EmptyState,
  ErrorState,
  PageHeading,
  Skeleton,
  formatNumber,
  formatRating,
  isInvalidSession,
} from '@baeum/shared';
import type { StudioFeedbackWire } from '@baeum/shared';
import { SignInPrompt } from '../../../components/CoachGate';
import { StudioNav } from '../../../components/StudioNav';
import { messages } from '../../../messages';
import { useClassFeedback } from '../hooks/useClassFeedback';
import { ClassReviews } from './ClassReviews';
import { ScoreDistribution } from './ScoreDistribution';
import { ScoreTrend } from './ScoreTrend';
import { SuggestionList } from './SuggestionList';
import styles from './ClassFeedback.module.scss';

const t = messages.classFeedback;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

function BackToDashboard() {
  return (
    <Link to="/studio" className={styles.action}>
      {t.backToDashboard}
    </Link>
  );
}

export function NotFoundState() {
  return (
    <EmptyState
      icon="info"
      title={t.notFoundTitle}
      description={t.notFoundDescription}
      action={<BackToDashboard />}
    />
  );
}

function Stats({ feedback }: { feedback: StudioFeedbackWire }) {
  const count = (n: number) => t.count(formatNumber(n));
  const stats = [
    {
      label: t.reviewScore,
      value: feedback.review_count > 0 ? formatRating(feedback.review_score) : t.none,
    },
    { label: t.reviewCount, value: count(feedback.review_count) },
    { label: t.contentReviews, value: count(feedback.content_review_count) },
    {
      label: t.unanswered,
      value: count(feedback.no_reply_review_count),
      alert: feedback.no_reply_review_count > 0,
    },
    { label: t.suggestionsCount, value: count(feedback.suggestions_count) },
  ];
  return (
    <dl className={styles.stats} aria-label={t.statsLabel}>
      {stats.map((s) => (
        <div key={s.label} className={styles.stat}>
          <dt>{s.label}</dt>
          <dd className={s.alert ? styles['stat__value--alert'] : styles.stat__value}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One managed class: its totals, the score distribution, the trend of the last reviews, what
 * learners ask for, and its reviews to answer. Another coach's class is refused (403), never shown.
 */
export function ClassFeedback({ classId: raw }: { classId: string }) {
  const classId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const feedback = useClassFeedback(classId);
  if (!classId) return <NotFoundState />;

  if (feedback.isError && !feedback.data) {
    const status = statusOf(feedback.error);
    if (isInvalidSession(feedback.error) || status === 401) return <SignInPrompt />;
    if (status === 404) return <NotFoundState />;
    if (status === 403) {
      return (
        <EmptyState
          icon="warning"
          title={t.notYoursTitle}
          description={t.notYoursDescription}
          action={<BackToDashboard />}
        />
      );
    }
    return <ErrorState title={t.loadError} onRetry={() => void feedback.refetch()} />;
  }

  const data = feedback.data;
  return (
    <div className={styles.feedback}>
      {data ? (
        <PageHeading
          className={styles.heading}
          title={data.class_name || t.title}
          description={
            <Link to={`/class/${classId}`} className={styles.publicLink}>
              {t.viewPublic}
            </Link>
          }
        />
      ) : (
        <div role="status" aria-label={t.loading} className={styles.loading}>
          <Skeleton height={40} width="60%" />
        </div>
      )}
      <StudioNav />
      {data ? (
        <>
          <Stats feedback={data} />
          <div className={styles.charts}>
            <ScoreDistribution
              distribution={data.score_distribution ?? []}
              total={data.review_count}
            />
            <ScoreTrend points={data.recent_scores ?? []} />
          </div>
          <SuggestionList suggestions={data.suggestions} />
        </>
      ) : (
        <div className={styles.charts} aria-hidden="true">
          <Skeleton height={180} />
          <Skeleton height={180} />
        </div>
      )}
      <ClassReviews classId={classId} />
    </div>
  );
}
