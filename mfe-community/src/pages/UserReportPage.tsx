import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeading,
  Skeleton,
  openModal,
  useAtomValue,
  usePageTitle,
  userAtom,
} from '@baeum/shared';
import { ReportDone } from '../features/user-report/components/ReportDone';
import { ReportForm } from '../features/user-report/components/ReportForm';
import { ReportPost } from '../features/user-report/components/ReportPost';
import { useReportTarget, useSendReport } from '../features/user-report/hooks/useReportTarget';
import { messages } from '../messages';
import styles from './CommunityPage.module.scss';

const t = messages.report;
const idOf = (value: string | null | undefined) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;

/**
 * /user/report/:userId?post=:commentId — a visitor is asked to log in, oneself is refused,
 * an unknown user is not found; else the reason form (about the post or reply when `?post=`
 * names one of theirs, else about the member, e.g. from their profile), then a confirmation.
 */
export function UserReportPage() {
  usePageTitle(t.title);
  const params = useParams();
  const [search] = useSearchParams();
  const userId = idOf(params.userId);
  const postId = idOf(search.get('post'));
  const viewer = useAtomValue(userAtom);
  const self = viewer.id !== null && viewer.id === userId;
  const target = useReportTarget(userId ?? 0, postId, userId !== null && !!viewer.id && !self);
  // Filed against the post or reply it came from when that is theirs, else against the member.
  const about = target.status === 'ready' && target.post ? target.post : null;
  const send = useSendReport(userId ?? 0, about?.comment_id ?? null);
  const [sent, setSent] = useState(false);

  const back = (
    <Link className={styles.page__link} to="/community">
      {t.backToFeed}
    </Link>
  );

  const notFound = (
    <EmptyState icon="user" title={t.notFound} description={t.notFoundDescription} action={back} />
  );

  let body;
  if (userId === null) {
    body = notFound;
  } else if (!viewer.isLoaded && !viewer.id) {
    body = <Loading />;
  } else if (!viewer.id) {
    body = (
      <EmptyState
        icon="user"
        title={t.loginTitle}
        description={t.loginDescription}
        action={<Button onClick={() => openModal('Login')}>{t.login}</Button>}
      />
    );
  } else if (self) {
    body = <EmptyState icon="info" title={t.self} description={t.selfDescription} action={back} />;
  } else if (target.status === 'loading') {
    body = <Loading />;
  } else if (target.status === 'not-found') {
    body = notFound;
  } else if (target.status === 'error') {
    body = <ErrorState title={t.loadError} onRetry={target.retry} />;
  } else if (sent) {
    body = <ReportDone kind={about ? (about.parent_id ? 'reply' : 'post') : 'user'} />;
  } else {
    body = (
      <div className={styles.page__report}>
        <p className={styles.page__lead}>{t.heading(target.user.user_name)}</p>
        {about && <ReportPost post={about} />}
        <ReportForm
          onSubmit={async (fields) => {
            await send(fields);
            setSent(true);
          }}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeading title={t.title} />
      {body}
    </div>
  );
}

function Loading() {
  return (
    <div role="status" aria-label={t.loading} className={styles.page__loading}>
      <Skeleton height={56} />
      <Skeleton height={200} />
    </div>
  );
}
