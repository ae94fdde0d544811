import { useParams } from 'react-router-dom';
import { ErrorState, PageHead, formatMonthlyPrice, toClassCardView } from '@baeum/shared';
import type { ClassSummary } from '@baeum/shared';
import { ClassDetail } from '../features/class-detail/components/ClassDetail';
import { ClassDetailSkeleton } from '../features/class-detail/components/ClassDetailSkeleton';
import { ClassNotFound } from '../features/class-detail/components/ClassNotFound';
import { useClassSummary } from '../features/class-detail/hooks/useClassSummary';
import { messages } from '../messages';
import styles from './ClassDetailPage.module.scss';

/** The class as a shared link shows it: its name, coach, price, pitch and cover (#39). */
function ClassHead({ summary }: { summary: ClassSummary }) {
  const view = toClassCardView(summary);
  const pitch = typeof summary.summary === 'string' ? summary.summary : '';
  return (
    <PageHead
      title={view.name}
      description={messages.share.classDescription(
        view.coachName,
        formatMonthlyPrice(view.monthlyPrice),
        pitch,
      )}
      image={view.photo}
      path={`/class/${view.id}`}
    />
  );
}

export function ClassDetailPage() {
  const { classId } = useParams();
  const { state, retry } = useClassSummary(classId);
  return (
    <>
      {state.status === 'ready' ? (
        <ClassHead summary={state.summary} />
      ) : (
        <PageHead title={state.status === 'not-found' ? messages.notFound.title : null} />
      )}
      <ClassDetailBody state={state} retry={retry} />
    </>
  );
}

function ClassDetailBody({ state, retry }: ReturnType<typeof useClassSummary>) {
  switch (state.status) {
    case 'loading':
      return <ClassDetailSkeleton />;
    case 'not-found':
      return <ClassNotFound />;
    case 'error':
      return (
        <div className={styles.page__error}>
          <ErrorState
            title={messages.error.title}
            message={messages.error.message}
            retryLabel={messages.error.retry}
            onRetry={retry}
          />
        </div>
      );
    case 'ready':
      return <ClassDetail summary={state.summary} />;
  }
}
