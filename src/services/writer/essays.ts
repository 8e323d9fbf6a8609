import type { Payload } from 'payload'

import { ESSAYS_PAGE_SIZE, type EssayStatus, STALE_STREAM_MS } from '../../config/writer'
import { isWellFormedId } from '../../lib/document-id'
import { AppError } from '../../lib/errors/app-error'
import type { Essay, User } from '../../payload-types'
import { weeklyEssayAllowance } from '../billing/current-subscription'
import { usedThisWeek } from '../quotas/weekly-usage'
import { nextWeekStart } from '../../lib/week'
import { assertCanUseWriter } from './access'

type Messages = { writerNeedsPlan: string; essayNotFound: string }
type OwnArgs = { payload: Payload; user: User; messages: Messages }

/** An essay whose writer stopped saving long ago (a restart mid-stream) is partial, not still streaming. */
const effectiveStatus = (essay: Pick<Essay, 'status' | 'updatedAt'>, now = Date.now()): EssayStatus =>
  essay.status === 'streaming' && now - Date.parse(essay.updatedAt) > STALE_STREAM_MS ? 'partial' : essay.status

const SUMMARY_FIELDS = {
  title: true,
  length: true,
  tone: true,
  language: true,
  status: true,
  words: true,
  targetWords: true,
  createdAt: true,
  updatedAt: true,
} as const

export type EssaySummary = ReturnType<typeof toSummary>

const toSummary = (essay: Pick<Essay, keyof typeof SUMMARY_FIELDS | 'id'>) => ({
  id: essay.id,
  title: essay.title,
  length: essay.length,
  tone: essay.tone,
  language: essay.language,
  status: effectiveStatus(essay),
  words: essay.words ?? 0,
  targetWords: essay.targetWords ?? 0,
  createdAt: essay.createdAt,
  updatedAt: essay.updatedAt,
})

const toEssay = (essay: Essay) => ({
  ...toSummary(essay),
  topic: essay.topic,
  outline: (essay.outline ?? []).map((row) => row.heading),
  styleSample: essay.styleSample ?? null,
  content: essay.content ?? '',
})
export type EssayView = ReturnType<typeof toEssay>

/** GET /api/writer/essays: the student's essays, newest first, a page at a time. */
export const listEssays = async ({ payload, user, messages, page }: OwnArgs & { page: number }) => {
  assertCanUseWriter({ user, message: messages.writerNeedsPlan })
  const found = await payload.find({
    collection: 'essays',
    where: { user: { equals: user.id } },
    sort: ['-createdAt', '-id'],
    page,
    limit: ESSAYS_PAGE_SIZE,
    depth: 0,
    select: SUMMARY_FIELDS,
    overrideAccess: false,
    user,
  })
  return {
    essays: found.docs.map((essay) => toSummary(essay as Essay)),
    page: found.page ?? page,
    totalPages: found.totalPages,
    totalDocs: found.totalDocs,
    hasNextPage: found.hasNextPage,
  }
}

/** One of the student's own essays; anyone else's is indistinguishable from none (404). */
const findOwnEssay = async ({ payload, user, messages, id }: OwnArgs & { id: string }) => {
  assertCanUseWriter({ user, message: messages.writerNeedsPlan })
  if (!isWellFormedId(payload.db.defaultIDType, id)) throw new AppError('notFound', messages.essayNotFound)
  const found = await payload.find({
    collection: 'essays',
    where: { and: [{ id: { equals: id } }, { user: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const essay = found.docs[0]
  if (!essay) throw new AppError('notFound', messages.essayNotFound)
  return essay
}

/** GET /api/writer/essays/:id */
export const getEssay = async (args: OwnArgs & { id: string }) => ({ essay: toEssay(await findOwnEssay(args)) })

/** The stored essay for an export (same ownership rule). */
export const getOwnEssay = findOwnEssay

/** DELETE /api/writer/essays/:id */
export const deleteEssay = async (args: OwnArgs & { id: string }) => {
  const essay = await findOwnEssay(args)
  await args.payload.delete({ collection: 'essays', id: essay.id, overrideAccess: false, user: args.user })
  return { id: essay.id }
}

/**
 * GET /api/writer/profile: what the writer home shows — essays left this week — and the writing
 * sample of the latest essay, which pre-fills the next wizard ("remembered for next time").
 */
export const writerProfile = async ({ payload, user, messages }: OwnArgs) => {
  assertCanUseWriter({ user, message: messages.writerNeedsPlan })
  const now = new Date()
  const { isUnlimited, limit } = weeklyEssayAllowance(user)
  const [used, latest] = await Promise.all([
    usedThisWeek({ payload, userId: user.id, counter: 'essays', now }),
    payload.find({
      collection: 'essays',
      where: { user: { equals: user.id } },
      sort: ['-createdAt', '-id'],
      limit: 1,
      depth: 0,
      select: { styleSample: true },
      overrideAccess: false,
      user,
    }),
  ])
  return {
    essays: {
      isUnlimited,
      limit: isUnlimited ? null : limit,
      used,
      remaining: isUnlimited ? null : Math.max(0, limit - used),
      resetTime: nextWeekStart(now).toISOString(),
    },
    styleSample: latest.docs[0]?.styleSample ?? null,
  }
}
