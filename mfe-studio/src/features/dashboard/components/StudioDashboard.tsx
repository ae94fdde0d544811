import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClassCardList, EmptyState, ErrorState, SectionHeader, Skeleton } from '@baeum/shared';
import type { ClassCardData, UserInfo } from '@baeum/shared';
import { messages } from '../../../messages';
import { useStudioDashboard } from '../hooks/useStudioDashboard';
import { AccessPrompt } from './AccessPrompt';
import { DashboardHeader } from './DashboardHeader';
import { DashboardStats } from './DashboardStats';
import { StudioNav } from '../../../components/StudioNav';
import styles from './StudioDashboard.module.scss';

const t = messages.dashboard;
const classHref = (item: ClassCardData) => `/class/${item.class_id}`;

export function SignInPrompt() {
  return (
    <AccessPrompt
      icon="dashboard"
      title={messages.signIn.title}
      description={messages.signIn.description}
      actionLabel={messages.signIn.action}
      actionTo="/login?next=/studio"
    />
  );
}

export function CoachOnlyPrompt() {
  return (
    <AccessPrompt
      icon="coach"
      title={messages.coachOnly.title}
      description={messages.coachOnly.description}
      actionLabel={messages.coachOnly.action}
      actionTo="/coach/apply"
    />
  );
}

/** The coach's dashboard: who, totals, and the managed classes as cards. */
export function StudioDashboard({ user }: { user: UserInfo }) {
  const { state, retry } = useStudioDashboard();
  const navigate = useNavigate();
  // Spec §6: a signed-in user opening a class card goes to the in-app class detail.
  const openClass = (item: ClassCardData, event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    navigate(classHref(item));
  };

  if (state.status === 'signed-out') return <SignInPrompt />;
  if (state.status === 'not-coach') return <CoachOnlyPrompt />;

  const dashboard = state.status === 'ready' ? state.dashboard : undefined;
  const info = dashboard?.user_info;
  const classes = dashboard?.management_class ?? [];

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
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} height={72} className={styles.dashboard__stat} />
              ))}
            </div>
          )}
          <section className={styles.dashboard__section} aria-labelledby="studio-classes">
            <SectionHeader id="studio-classes" title={t.classesTitle} />
            <ClassCardList
              items={classes}
              loading={state.status === 'loading'}
              label={t.classesLabel}
              getHref={classHref}
              onCardClick={openClass}
              eagerCount={4}
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
