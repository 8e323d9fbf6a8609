import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { canPublish } from '../../access/editorial'
import { checkRole } from '../../access/check-role'
import { isLocale, type Locale } from '../../config/locales'
import { allowedLocalesOf, CONTENT_ROLES, isLocaleLimited } from '../../config/roles'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'

/**
 * Scheduled publishes that failed (issue 34 item 3). Payload's jobs queue keeps a failed
 * `schedulePublish` job with `hasError` and its error, and drops it from the schedule drawer's
 * "Upcoming events": these read them back for the admin (a list and a notice on the document) and
 * run one again on request.
 */
export type FailedSchedule = {
  id: number | string
  collection: CollectionSlug | null
  docId: string | null
  global: GlobalSlug | null
  title: string
  /** The locale it was to publish, null for all locales (or an unpublish). */
  locale: Locale | null
  type: 'publish' | 'unpublish'
  scheduledFor: string | null
  failedAt: string
  reason: string
}

type JobRow = {
  id: number | string
  input?: {
    type?: string
    locale?: string | null
    doc?: { relationTo: string; value: unknown } | null
    global?: string | null
    timezone?: string | null
  } | null
  error?: { message?: unknown } | null
  waitUntil?: string | null
  updatedAt: string
}

const FAILED: Where = { and: [{ taskSlug: { equals: 'schedulePublish' } }, { hasError: { equals: true } }] }

const targetWhere = (target?: { collection: string; id: string } | { global: string }): Where[] => {
  if (!target) return []
  if ('global' in target) return [{ 'input.global': { equals: target.global } }]
  // The admin's drawer queues the id as a string (Payload #10481); the Local API may have a number.
  const ids: Where[] = [{ 'input.doc.value': { equals: target.id } }]
  if (/^\d+$/.test(target.id)) ids.push({ 'input.doc.value': { equals: Number(target.id) } })
  return [{ 'input.doc.relationTo': { equals: target.collection } }, { or: ids }]
}

/** A translator sees (and retries) the failures of their locales only; an all-locale one is not theirs. */
const concerns = (user: User, locale: Locale | null) =>
  !isLocaleLimited(user) || (locale !== null && allowedLocalesOf(user).includes(locale))

const titleOf = async (payload: Payload, row: JobRow): Promise<string> => {
  const { doc, global } = row.input ?? {}
  if (global) {
    const config = payload.config.globals.find((candidate) => candidate.slug === global)
    const label = config?.label
    return typeof label === 'string' ? label : global
  }
  if (!doc) return String(row.id)
  const collection = payload.collections[doc.relationTo as CollectionSlug]
  const useAsTitle = collection?.config.admin?.useAsTitle ?? 'id'
  const found = await payload
    .findByID({ collection: doc.relationTo as CollectionSlug, id: String(doc.value), depth: 0, draft: true })
    .catch(() => null)
  const title = (found as Record<string, unknown> | null)?.[useAsTitle]
  return typeof title === 'string' && title.trim() ? title : `#${String(doc.value)}`
}

const toFailure = async (payload: Payload, row: JobRow): Promise<FailedSchedule> => {
  const input = row.input ?? {}
  const message = row.error?.message
  return {
    id: row.id,
    collection: (input.doc?.relationTo as CollectionSlug | undefined) ?? null,
    docId: input.doc ? String(input.doc.value) : null,
    global: (input.global as GlobalSlug | undefined) ?? null,
    title: await titleOf(payload, row),
    locale: input.locale && isLocale(input.locale) ? input.locale : null,
    type: input.type === 'unpublish' ? 'unpublish' : 'publish',
    scheduledFor: row.waitUntil ?? null,
    failedAt: row.updatedAt,
    reason: typeof message === 'string' && message.trim() ? message : 'Unknown error',
  }
}

/** The failed schedules `user` may read (content roles), newest first; of one document or global when given. */
export const listFailedSchedules = async ({
  payload,
  user,
  target,
}: {
  payload: Payload
  user: User
  target?: { collection: string; id: string } | { global: string }
}): Promise<FailedSchedule[]> => {
  if (!checkRole(CONTENT_ROLES, user)) throw new AppError('forbidden', 'Forbidden')
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [FAILED, ...targetWhere(target)] },
    sort: '-updatedAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const failures = await Promise.all((docs as unknown as JobRow[]).map((row) => toFailure(payload, row)))
  return failures.filter((failure) => concerns(user, failure.locale))
}

/**
 * Runs a failed schedule again, now, as `user` (who must be allowed to publish it): a fresh job
 * with the same input replaces the failed one, so a second failure is listed with its own reason.
 */
export const retryFailedSchedule = async ({
  payload,
  user,
  id,
}: {
  payload: Payload
  user: User
  id: string
}): Promise<{ published: true } | { published: false; failure: FailedSchedule }> => {
  if (!canPublish(user)) throw new AppError('forbidden', 'Forbidden')
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [FAILED, { id: { equals: id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const failed = docs[0] as unknown as JobRow | undefined
  if (!failed) throw new AppError('notFound', 'Not found')
  const locale = failed.input?.locale && isLocale(failed.input.locale) ? failed.input.locale : null
  if (!concerns(user, locale)) throw new AppError('forbidden', 'Forbidden')
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: { ...(failed.input as object), user: { relationTo: 'users', value: user.id } } as never,
    waitUntil: new Date(),
  })
  await payload.delete({ collection: 'payload-jobs', id: failed.id, overrideAccess: true })
  await payload.jobs.runByID({ id: job.id })
  // A job that completed is deleted (Payload's deleteJobOnComplete); one that failed stays, with its error.
  const after = (await payload.findByID({
    collection: 'payload-jobs',
    id: job.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as unknown as (JobRow & { hasError?: boolean | null }) | null
  if (!after?.hasError) return { published: true }
  return { published: false, failure: await toFailure(payload, after) }
}
