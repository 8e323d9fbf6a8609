import type { Payload } from 'payload'

import { REPORT_IMAGE_FIELDS, type ReportImageField, type WrongAnswerReportStatus } from '../../config/reports'
import { isWellFormedId } from '../../lib/document-id'
import { IMAGE_EXTENSIONS, type ImageMimeType } from '../../lib/uploads/image-file'
import type { WrongAnswerReportInput } from '../../lib/validation/reports'
import type { User, WrongAnswerReport } from '../../payload-types'

export type ReportImageUpload = { bytes: Buffer; mimeType: ImageMimeType; name: string }

type SubmitArgs = {
  payload: Payload
  user: User
  report: WrongAnswerReportInput
  images: Partial<Record<ReportImageField, ReportImageUpload>>
}

/** A report may point at one of the reporter's own answers; any other id is dropped. */
const ownAnswerId = async (payload: Payload, user: User, answerId: string | undefined) => {
  if (!answerId || !isWellFormedId(payload.db.defaultIDType, answerId)) return null
  const found = await payload.count({
    collection: 'answers',
    where: { and: [{ id: { equals: answerId } }, { user: { equals: user.id } }] },
    overrideAccess: true,
  })
  return found.totalDocs > 0 ? answerId : null
}

/**
 * Stores a report with status pending and its images (already checked by their bytes). The
 * images are written before the report; if the report cannot be stored they are removed again.
 */
export const submitWrongAnswerReport = async ({ payload, user, report, images }: SubmitArgs) => {
  const imageIds: Partial<Record<ReportImageField, number>> = {}
  try {
    for (const field of REPORT_IMAGE_FIELDS) {
      const image = images[field]
      if (!image) continue
      const created = await payload.create({
        collection: 'report-images',
        data: { uploadedBy: user.id },
        file: {
          data: image.bytes,
          mimetype: image.mimeType,
          // The stored name is ours: the sender's file name is never trusted or reused.
          name: `${field}-${user.id}-${Date.now()}.${IMAGE_EXTENSIONS[image.mimeType]}`,
          size: image.bytes.byteLength,
        },
        overrideAccess: true,
      })
      imageIds[field] = created.id
    }
    const created = await payload.create({
      collection: 'wrong-answer-reports',
      data: {
        user: user.id,
        status: 'pending',
        question: { text: report.question || null, image: imageIds.questionImage ?? null },
        wrongAnswer: { text: report.wrongAnswer || null, image: imageIds.wrongAnswerImage ?? null },
        correctAnswer: report.correctAnswer || null,
        explanation: report.explanation || null,
        answerId: await ownAnswerId(payload, user, report.answerId),
      },
      overrideAccess: true,
    })
    return { id: created.id, status: created.status }
  } catch (error) {
    const stored = Object.values(imageIds)
    if (stored.length > 0) {
      await payload
        .delete({ collection: 'report-images', where: { id: { in: stored } }, overrideAccess: true })
        .catch((cleanupError) => payload.logger.error({ err: cleanupError, msg: 'report image cleanup failed' }))
    }
    throw error
  }
}

export type WrongAnswerReportSummary = {
  id: number
  createdAt: string
  status: WrongAnswerReportStatus
  user: { id: number; name: string }
  question: { text: string | null; hasImage: boolean }
  wrongAnswer: { text: string | null; hasImage: boolean }
}

const RECENT_REPORTS = 50

/** Counts per status and the most recent reports, the admin view of spec §3. */
export const listWrongAnswerReports = async ({ payload }: { payload: Payload }) => {
  const [recent, ...counts] = await Promise.all([
    payload.find({
      collection: 'wrong-answer-reports',
      sort: '-createdAt',
      limit: RECENT_REPORTS,
      depth: 1,
      overrideAccess: true,
    }),
    ...(['pending', 'reviewing', 'resolved'] as const).map((status) =>
      payload.count({
        collection: 'wrong-answer-reports',
        where: { status: { equals: status } },
        overrideAccess: true,
      }),
    ),
  ])
  const [pending, reviewing, resolved] = counts.map((count) => count.totalDocs)
  const toSummary = (report: WrongAnswerReport): WrongAnswerReportSummary => {
    const user = typeof report.user === 'object' ? report.user : null
    return {
      id: report.id,
      createdAt: report.createdAt,
      status: report.status,
      user: { id: user?.id ?? Number(report.user), name: user?.name ?? '' },
      question: { text: report.question?.text ?? null, hasImage: Boolean(report.question?.image) },
      wrongAnswer: { text: report.wrongAnswer?.text ?? null, hasImage: Boolean(report.wrongAnswer?.image) },
    }
  }
  return { pending, reviewing, resolved, reports: recent.docs.map(toSummary) }
}
