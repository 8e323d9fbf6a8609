import { z } from 'zod'

// Before any schema is built: zod probes for eval when an object schema is created.
import './zod-browser'

import { MAX_REPORT_TEXT_LENGTH } from '../../config/reports'
import type { ValidationMessageKey } from './messages'

const key = (k: ValidationMessageKey) => k

const reportText = z.string().trim().max(MAX_REPORT_TEXT_LENGTH, key('reportTextTooLong')).default('')

/**
 * The wrong-answer report of spec §5, shared by the settings form and the endpoint: the question
 * and the wrong answer each need text or an image; the correct answer and explanation are optional.
 */
export const wrongAnswerReportSchema = z
  .object({
    question: reportText,
    wrongAnswer: reportText,
    correctAnswer: reportText,
    explanation: reportText,
    answerId: z.string().trim().max(64).optional(),
    hasQuestionImage: z.boolean(),
    hasWrongAnswerImage: z.boolean(),
  })
  .superRefine((report, ctx) => {
    if (!report.question && !report.hasQuestionImage) {
      ctx.addIssue({ code: 'custom', message: key('reportQuestionRequired'), path: ['question'] })
    }
    if (!report.wrongAnswer && !report.hasWrongAnswerImage) {
      ctx.addIssue({ code: 'custom', message: key('reportWrongAnswerRequired'), path: ['wrongAnswer'] })
    }
  })

export type WrongAnswerReportInput = z.infer<typeof wrongAnswerReportSchema>

/** GET /api/analytics/reports/wrong-answer/prefill: the answer the report is about. */
export const reportPrefillQuerySchema = z.object({ answerId: z.string().trim().min(1).max(64) })
