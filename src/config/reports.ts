/** Wrong-answer report statuses (spec §4); admins move them in /admin, new reports start pending. */
export const WRONG_ANSWER_REPORT_STATUSES = ['pending', 'reviewing', 'resolved'] as const
export type WrongAnswerReportStatus = (typeof WRONG_ANSWER_REPORT_STATUSES)[number]

/** Long enough for a pasted question and a worked answer, short enough to keep rows small. */
export const MAX_REPORT_TEXT_LENGTH = 5000

/** The two image slots of the report form (spec §5). */
export const REPORT_IMAGE_FIELDS = ['questionImage', 'wrongAnswerImage'] as const
export type ReportImageField = (typeof REPORT_IMAGE_FIELDS)[number]
