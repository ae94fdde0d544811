import { useClassSummaryState, type ClassSummaryState } from '../../../lib/classSummary';

export { CLASS_ID_PATTERN } from '../../../lib/classSummary';

export type AlarmClassState = ClassSummaryState;

/** The class an alarm belongs to: its name and photo head the settings screen. */
export function useAlarmClass(classId: string | undefined) {
  return useClassSummaryState(classId);
}
