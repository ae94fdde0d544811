import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Skeleton, usePageTitle } from '@baeum/shared';
import type { StudioClassWire } from '@baeum/shared';
import { useStudioClass } from '../features/class-edit/hooks/useStudioClass';
import { classIdOf } from '../lib/classId';
import { messages } from '../messages';
import { CoachGate } from './CoachGate';
import { LoadProblem } from './LoadProblem';
import styles from '../pages/StudioPage.module.scss';

const t = messages.editor;

function Frame({
  classId,
  children,
}: {
  classId: number;
  children: (item: StudioClassWire) => ReactNode;
}) {
  const item = useStudioClass(classId);
  if (!classId || (item.isError && !item.data))
    return (
      <LoadProblem
        error={classId ? item.error : 'not-found'}
        title={t.loadError}
        onRetry={() => void item.refetch()}
      />
    );
  if (!item.data)
    return (
      <div role="status" aria-label={t.loading}>
        <Skeleton height={40} width="60%" />
      </div>
    );
  return children(item.data);
}

/**
 * A managed class's screen (`/studio/class/:classId/…`): coaches only, the class loaded as its
 * coach edits it (another coach's 403, an unknown or malformed id not found), then the screen.
 */
export function ManagedClassFrame({
  pageTitle,
  children,
}: {
  pageTitle: string;
  children: (item: StudioClassWire, classId: number) => ReactNode;
}) {
  const classId = classIdOf(useParams().classId);
  usePageTitle(pageTitle);
  return (
    <CoachGate>
      <div className={styles.page}>
        <Frame classId={classId}>{(item) => children(item, classId)}</Frame>
      </div>
    </CoachGate>
  );
}
