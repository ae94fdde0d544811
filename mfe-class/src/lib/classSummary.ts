// The class summary (`GET class-summary`) as one query of the product's one data pattern: the
// class detail and the alarm settings read the same cached answer.
import { ApiError, fetchClassSummary } from '@baeum/shared';

/** Class ids are positive whole numbers; anything else cannot be a class. */
export const CLASS_ID_PATTERN = /^[1-9]\d*$/;

export function isValidClassId(classId: string | undefined): classId is string {
  return classId !== undefined && CLASS_ID_PATTERN.test(classId);
}

/** The reference API answers 404 for an unknown id and 400 for one it cannot read. */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || error.code === 404 || error.status === 400)
  );
}

/** Per viewer: the answer carries the viewer's bookmark and enrolment (pay_yn). */
export function classSummaryQuery(classId: string | undefined, viewer: number | null = null) {
  return {
    queryKey: ['class', 'summary', classId, viewer ?? 'anonymous'],
    queryFn: () => fetchClassSummary(classId!),
    enabled: isValidClassId(classId),
  };
}
