import type { Payload } from 'payload'

import {
  canMoveReport,
  REPORT_IMAGE_FIELDS,
  type ReportImageField,
  WRONG_ANSWER_REPORT_STATUSES,
  type WrongAnswerReportStatus,
} from '../../config/reports'
import { AppError } from '../../lib/errors/app-error'
import { isWellFormedId } from '../../lib/document-id'
import { IMAGE_EXTENSIONS, type ImageMimeType } from '../../lib/uploads/image-file'
import type { ReportListQuery } from '../../lib/validation/admin'
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
  user: { id: number; name: string; email: string }
  question: { text: string | null; hasImage: boolean }
  wrongAnswer: { text: string | null; hasImage: boolean }
}

export type WrongAnswerReportDetail = Omit<WrongAnswerReportSummary, 'question' | 'wrongAnswer'> & {
  question: { text: string | null; imageUrl: string | null }
  wrongAnswer: { text: string | null; imageUrl: string | null }
  correctAnswer: string | null
  explanation: string | null
  answerId: number | null
  threadId: number | null
}

const userOf = (report: WrongAnswerReport) => {
  const user = typeof report.user === 'object' ? report.user : null
  return { id: user?.id ?? Number(report.user), name: user?.name ?? '', email: user?.email ?? '' }
}

const toSummary = (report: WrongAnswerReport): WrongAnswerReportSummary => ({
  id: report.id,
  createdAt: report.createdAt,
  status: report.status,
  user: userOf(report),
  question: { text: report.question?.text ?? null, hasImage: Boolean(report.question?.image) },
  wrongAnswer: { text: report.wrongAnswer?.text ?? null, hasImage: Boolean(report.wrongAnswer?.image) },
})

/** Counts per status and one page of reports, newest first (spec §3), optionally of one status. */
export const listWrongAnswerReports = async ({ payload, query }: { payload: Payload; query: ReportListQuery }) => {
  const [page, ...counts] = await Promise.all([
    payload.find({
      collection: 'wrong-answer-reports',
      where: query.status ? { status: { equals: query.status } } : undefined,
      sort: '-createdAt',
      page: query.page,
      limit: query.limit,
      depth: 1,
      overrideAccess: true,
      populate: { users: { name: true, email: true } },
    }),
    ...WRONG_ANSWER_REPORT_STATUSES.map((status) =>
      payload.count({
        collection: 'wrong-answer-reports',
        where: { status: { equals: status } },
        overrideAccess: true,
      }),
    ),
  ])
  const totals = Object.fromEntries(
    WRONG_ANSWER_REPORT_STATUSES.map((status, index) => [status, counts[index]!.totalDocs]),
  ) as Record<WrongAnswerReportStatus, number>
  return {
    ...totals,
    reports: page.docs.map(toSummary),
    totalDocs: page.totalDocs,
    page: page.page ?? query.page,
    limit: page.limit,
    totalPages: Math.max(1, page.totalPages),
  }
}

const findReport = async (payload: Payload, id: string) => {
  const report = isWellFormedId(payload.db.defaultIDType, id)
    ? await payload.findByID({
        collection: 'wrong-answer-reports',
        id,
        depth: 1,
        overrideAccess: true,
        disableErrors: true,
        populate: { users: { name: true, email: true } },
      })
    : null
  if (!report) throw new AppError('notFound', 'Report not found')
  return report
}

const imageUrlOf = (image: unknown) =>
  image && typeof image === 'object' && 'url' in image ? ((image as { url?: string | null }).url ?? null) : null

/** The reported answer's thread, when the report names one of the reporter's answers. */
const threadOfAnswer = async (payload: Payload, answerId: string | null | undefined) => {
  if (!answerId || !isWellFormedId(payload.db.defaultIDType, answerId)) return { answerId: null, threadId: null }
  const answer = await payload.findByID({
    collection: 'answers',
    id: answerId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { thread: true },
  })
  if (!answer) return { answerId: null, threadId: null }
  return { answerId: answer.id, threadId: typeof answer.thread === 'object' ? answer.thread.id : answer.thread }
}

/** One report in full for the admin's detail view: texts, both images and the answer it is about. */
export const getWrongAnswerReport = async ({
  payload,
  id,
}: {
  payload: Payload
  id: string
}): Promise<WrongAnswerReportDetail> => {
  const report = await findReport(payload, id)
  return {
    id: report.id,
    createdAt: report.createdAt,
    status: report.status,
    user: userOf(report),
    question: { text: report.question?.text ?? null, imageUrl: imageUrlOf(report.question?.image) },
    wrongAnswer: { text: report.wrongAnswer?.text ?? null, imageUrl: imageUrlOf(report.wrongAnswer?.image) },
    correctAnswer: report.correctAnswer ?? null,
    explanation: report.explanation ?? null,
    ...(await threadOfAnswer(payload, report.answerId)),
  }
}

/**
 * Moves a report along pending → reviewing → resolved | rejected (or back to pending) with one
 * conditional UPDATE, so two admins clicking at once cannot both move it from the same state.
 */
export const moveWrongAnswerReport = async ({
  payload,
  id,
  status,
  messages,
}: {
  payload: Payload
  id: string
  status: WrongAnswerReportStatus
  messages: { reportTransitionInvalid: string; reportChangedMeanwhile: string }
}) => {
  const report = await findReport(payload, id)
  if (!canMoveReport(report.status, status)) {
    throw new AppError('badRequest', messages.reportTransitionInvalid, { field: 'status' })
  }
  const moved = await payload.db.updateOne({
    collection: 'wrong-answer-reports',
    where: { and: [{ id: { equals: report.id } }, { status: { equals: report.status } }] },
    data: { status, updatedAt: new Date().toISOString() },
    options: { atomic: true },
  })
  if (!moved) throw new AppError('conflict', messages.reportChangedMeanwhile, { field: 'status' })
  return { id: report.id, status }
}
