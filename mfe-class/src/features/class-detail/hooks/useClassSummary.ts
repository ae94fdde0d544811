import { useTrackClassInfo } from '@baeum/shared';
import { useClassSummaryState } from '../../../lib/classSummary';

export type { ClassSummaryState } from '../../../lib/classSummary';

/** The class detail through the one query cache; its classes go into the tracking record. */
export function useClassSummary(classId: string | undefined) {
  const summary = useClassSummaryState(classId);
  const { state } = summary;
  // Spec section 3: the class on the page is this page's class info in the tracking record.
  useTrackClassInfo(
    'class',
    state.status === 'ready' ? [state.summary] : state.status === 'loading' ? undefined : [],
  );
  return summary;
}
