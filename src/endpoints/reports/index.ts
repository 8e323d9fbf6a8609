import { MAX_UPLOAD_BYTES } from '../../config/limits'
import { REPORT_IMAGE_FIELDS, type ReportImageField } from '../../config/reports'
import { AppError } from '../../lib/errors/app-error'
import { storableImageType } from '../../lib/uploads/image-rule'
import { reportPrefillQuerySchema, wrongAnswerReportSchema } from '../../lib/validation/reports'
import { reportListQuerySchema, reportUpdateSchema } from '../../lib/validation/admin'
import {
  getWrongAnswerReport,
  listWrongAnswerReports,
  moveWrongAnswerReport,
  type ReportImageUpload,
  submitWrongAnswerReport,
} from '../../services/reports/wrong-answer-reports'
import { reportPrefill } from '../../services/reports/report-prefill'
import { defineEndpoint, readFormBody } from '../define-endpoint'

/** Two images at the cap plus the text fields; anything larger is refused before it is read. */
const MAX_REPORT_BODY_BYTES = 2 * MAX_UPLOAD_BYTES + 256 * 1024

const textOf = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

export const reportEndpoints = [
  /** POST /api/analytics/reports/wrong-answer — multipart: the report fields and up to two images. */
  defineEndpoint({
    path: '/analytics/reports/wrong-answer',
    method: 'post',
    access: 'user',
    rateLimit: 'wrongAnswerReport',
    accepts: { form: wrongAnswerReportSchema, files: REPORT_IMAGE_FIELDS },
    handler: async ({ req, user, messages }) => {
      if (Number(req.headers.get('content-length') ?? 0) > MAX_REPORT_BODY_BYTES) {
        throw new AppError('payloadTooLarge', messages.imageTooLarge)
      }
      if (!req.headers.get('content-type')?.includes('multipart/form-data')) {
        throw new AppError('unsupportedMediaType', 'Send the report as multipart/form-data')
      }
      const form = await readFormBody(req, messages)
      const images: Partial<Record<ReportImageField, ReportImageUpload>> = {}
      for (const field of REPORT_IMAGE_FIELDS) {
        const file = form.get(field)
        if (!(file instanceof Blob) || file.size === 0) continue
        if (file.size > MAX_UPLOAD_BYTES) throw new AppError('payloadTooLarge', messages.imageTooLarge, { field })
        const bytes = Buffer.from(await file.arrayBuffer())
        const mimeType = await storableImageType(bytes)
        if (!mimeType) throw new AppError('unsupportedMediaType', messages.imageOnly, { field })
        images[field] = { bytes, mimeType, name: file instanceof File ? file.name : field }
      }
      const report = wrongAnswerReportSchema.parse({
        question: textOf(form, 'question'),
        wrongAnswer: textOf(form, 'wrongAnswer'),
        correctAnswer: textOf(form, 'correctAnswer'),
        explanation: textOf(form, 'explanation'),
        answerId: textOf(form, 'answerId') || undefined,
        hasQuestionImage: Boolean(images.questionImage),
        hasWrongAnswerImage: Boolean(images.wrongAnswerImage),
      })
      const stored = await submitWrongAnswerReport({ payload: req.payload, user, report, images })
      return Response.json({ message: messages.reportSubmitted, report: stored }, { status: 201 })
    },
  }),
  /** GET /api/analytics/reports/wrong-answer/prefill?answerId= — the form's fields from one of the student's answers. */
  defineEndpoint({
    path: '/analytics/reports/wrong-answer/prefill',
    method: 'get',
    access: 'user',
    query: reportPrefillQuerySchema,
    handler: async ({ req, user, query, messages }) =>
      Response.json(await reportPrefill({ payload: req.payload, user, answerId: query.answerId, messages })),
  }),
  /** GET /api/analytics/wrong-answer-reports — counts per status and one page of reports (admins). */
  defineEndpoint({
    path: '/analytics/wrong-answer-reports',
    method: 'get',
    access: 'admin',
    query: reportListQuerySchema,
    handler: async ({ req, query }) => Response.json(await listWrongAnswerReports({ payload: req.payload, query })),
  }),
  defineEndpoint({
    path: '/analytics/wrong-answer-reports/:id',
    method: 'get',
    access: 'admin',
    handler: async ({ req, params }) =>
      Response.json({ report: await getWrongAnswerReport({ payload: req.payload, id: params.id! }) }),
  }),
  defineEndpoint({
    path: '/analytics/wrong-answer-reports/:id',
    method: 'put',
    access: 'admin',
    body: reportUpdateSchema,
    handler: async ({ req, params, body, messages }) =>
      Response.json({
        message: messages.reportMoved,
        report: await moveWrongAnswerReport({ payload: req.payload, id: params.id!, status: body.status, messages }),
      }),
  }),
]
