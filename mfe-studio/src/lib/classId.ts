/** A route's `:classId` as a number, or 0 when malformed (then nothing is asked for). */
export const classIdOf = (raw: string | undefined) =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
