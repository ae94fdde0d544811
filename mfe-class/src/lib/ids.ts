/** A route's numeric id, or 0 for anything else (then the page shows its not-found state). */
export function parseId(value: string | undefined): number {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0;
}

/** Class ids are positive whole numbers; anything else cannot be a class. */
export const CLASS_ID_PATTERN = /^[1-9]\d*$/;

export function isValidClassId(classId: string | undefined): classId is string {
  return classId !== undefined && CLASS_ID_PATTERN.test(classId);
}
