/**
 * Wrong-answer report statuses (spec §4); admins move them in /admin, new reports start pending.
 * `resolved` means the report was upheld (the answer was wrong): accuracy counts those.
 */
export const WRONG_ANSWER_REPORT_STATUSES = ['pending', 'reviewing', 'resolved', 'rejected'] as const
export type WrongAnswerReportStatus = (typeof WRONG_ANSWER_REPORT_STATUSES)[number]

/** pending → reviewing → resolved | rejected, and any of them back to pending; nothing else. */
export const WRONG_ANSWER_REPORT_TRANSITIONS: Record<WrongAnswerReportStatus, readonly WrongAnswerReportStatus[]> = {
  pending: ['reviewing'],
  reviewing: ['resolved', 'rejected', 'pending'],
  resolved: ['pending'],
  rejected: ['pending'],
}

export const canMoveReport = (from: WrongAnswerReportStatus, to: WrongAnswerReportStatus) =>
  WRONG_ANSWER_REPORT_TRANSITIONS[from].includes(to)

/** Long enough for a pasted question and a worked answer, short enough to keep rows small. */
export const MAX_REPORT_TEXT_LENGTH = 5000

/** The two image slots of the report form (spec §5). */
export const REPORT_IMAGE_FIELDS = ['questionImage', 'wrongAnswerImage'] as const
export type ReportImageField = (typeof REPORT_IMAGE_FIELDS)[number]
