import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, SectionHeader, Skeleton } from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { messages } from '../../../messages';
import { useStudioDashboard } from '../hooks/useStudioDashboard';
import { CoachOnlyPrompt, SignInPrompt } from '../../../components/CoachGate';
import { DashboardHeader } from './DashboardHeader';
import { DashboardStats } from './DashboardStats';
import { ManagedClassList } from './ManagedClassList';
import { StudioNav } from '../../../components/StudioNav';
import styles from './StudioDashboard.module.scss';

const t = messages.dashboard;

/** The coach's dashboard: who, totals, and the managed classes as cards. */
export function StudioDashboard({ user }: { user: UserInfo }) {
  const { state, retry } = useStudioDashboard();

  if (state.status === 'signed-out') return <SignInPrompt />;
  if (state.status === 'not-coach') return <CoachOnlyPrompt />;

  const dashboard = state.status === 'ready' ? state.dashboard : undefined;
  const info = dashboard?.user_info;

  return (
    <div className={styles.dashboard}>
      <DashboardHeader name={info?.user_name || user.name} photo={info?.user_photo || user.photo} />
      <StudioNav />

      {state.status === 'error' ? (
        <ErrorState
          title={t.errorTitle}
          message={t.errorMessage}
          retryLabel={t.retry}
          onRetry={retry}
        />
      ) : (
        <>
          {dashboard ? (
            <DashboardStats dashboard={dashboard} />
          ) : (
            <div className={styles.dashboard__stats} aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} height={72} className={styles.dashboard__stat} />
              ))}
            </div>
          )}
          <section className={styles.dashboard__section} aria-labelledby="studio-classes">
            <div className={styles.dashboard__classesHead}>
              <SectionHeader id="studio-classes" title={t.classesTitle} />
              <Link to="/studio/classes/new" className={styles.dashboard__new}>
                {t.newClass}
              </Link>
            </div>
            <ManagedClassList
              classes={dashboard?.management_class}
              empty={
                <EmptyState
                  icon="curriculum"
                  title={t.emptyTitle}
                  description={t.emptyDescription}
                />
              }
            />
          </section>
        </>
      )}
    </div>
  );
}
