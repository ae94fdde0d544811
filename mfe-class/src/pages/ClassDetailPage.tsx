import { useParams } from 'react-router-dom';
import { ErrorState, usePageTitle } from '@baeum/shared';
import { ClassDetail } from '../features/class-detail/components/ClassDetail';
import { ClassDetailSkeleton } from '../features/class-detail/components/ClassDetailSkeleton';
import { ClassNotFound } from '../features/class-detail/components/ClassNotFound';
import { useClassSummary } from '../features/class-detail/hooks/useClassSummary';
import { messages } from '../messages';
import styles from './ClassDetailPage.module.scss';

export function ClassDetailPage() {
  const { classId } = useParams();
  const { state, retry } = useClassSummary(classId);
  usePageTitle(
    state.status === 'ready'
      ? state.summary.class_name
      : state.status === 'not-found'
        ? messages.notFound.title
        : null,
  );

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
