/** The reasons offered, in order; 'other' needs a written detail. */
export const REPORT_REASONS = ['spam', 'abuse', 'sexual', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The server keeps a report's reason up to 500 characters (poorFeed `reason`). */
export const DETAIL_MAX = 500;

export interface ReportFields {
  reason: ReportReason;
  detail: string;
}

export type ReportErrors = { reason?: true; detail?: true };

export function validateReport(reason: ReportReason | null, detail: string): ReportErrors {
  if (!reason) return { reason: true };
  if (reason === 'other' && !detail.trim()) return { detail: true };
  return {};
}
