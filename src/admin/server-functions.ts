import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { PayloadRequest, ServerFunction, Where } from 'payload'

import { languageOf } from '../access/editorial-guard'
import { canPublish, mayWriteLocale } from '../access/editorial'
import { allowedLocalesOf } from '../config/roles'
import { serverMessages } from '../i18n/server-messages'
import type { ValidationMessageKey } from '../lib/validation/messages'
import { failedSchedulesFunction, retryFailedScheduleFunction } from './schedules/server-functions'
import { FAILED_SCHEDULES_FUNCTION, RETRY_FAILED_SCHEDULE_FUNCTION } from './schedules/paths'

type ScheduleArgs = { localeToPublish?: string; deleteID?: number | string; type?: string; date?: unknown }
type EditorialUser = Parameters<typeof canPublish>[0]

const scheduledJob = (deleteID: number | string): Where => ({
  and: [{ id: { equals: deleteID } }, { taskSlug: { equals: 'schedulePublish' } }],
})

/** The locale a scheduled job publishes; none (every locale) for an unpublish or a publish of all. */
const jobLocale = async (req: PayloadRequest, deleteID: number | string): Promise<string | undefined | null> => {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: scheduledJob(deleteID),
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  if (!docs[0]) return null
  const input = docs[0].input as { type?: string; locale?: string } | undefined
  return input?.type === 'unpublish' ? undefined : input?.locale
}

/** Why this person may not schedule, cancel or replace a schedule in that locale, or null. */
const scheduleRefusal = async (req: PayloadRequest, args: ScheduleArgs): Promise<ValidationMessageKey | null> => {
  const user = req.user as EditorialUser
  if (!canPublish(user)) return 'contributorCannotPublish'
  // The job cancelled (or replaced) is judged by what it publishes, not by what the drawer sends now.
  if (args.deleteID !== undefined) {
    const locale = await jobLocale(req, args.deleteID)
    if (locale !== null && !mayWriteLocale(user, locale)) {
      return locale ? 'localeNotAllowed' : 'allLocalesPublishNotAllowed'
    }
  }
  if (isCancel(args)) return null
  // No locale publishes (or unpublishes) every locale at once, which an account limited to some may not do.
  if (mayWriteLocale(user, args.localeToPublish)) return null
  return args.localeToPublish ? 'localeNotAllowed' : 'allLocalesPublishNotAllowed'
}

/** The drawer's "delete" of an upcoming event: a job id and nothing to queue. */
const isCancel = (args: ScheduleArgs) => args.deleteID !== undefined && !args.type && !args.date

const refusalText = async (req: PayloadRequest, key: ValidationMessageKey) =>
  (await serverMessages(languageOf(req)))[key].replaceAll(
    '{locales}',
    allowedLocalesOf(req.user as EditorialUser).join(', '),
  )

/**
 * Payload's schedule drawer queues the job, and deletes the one it replaces or cancels, without any
 * access check: a contributor's (or a translator's) request would queue a publish that failed only
 * when it ran, and could cancel an editor's schedule of another locale (issue 32 finding 8).
 * Refused here, with the reason in the admin's language. A cancel deletes the job and queues
 * nothing (Payload's handler queued an empty job after it).
 */
const guardedSchedulePublish: ServerFunction<ScheduleArgs> = async (args) => {
  const refusal = await scheduleRefusal(args.req, args)
  if (refusal) return { error: await refusalText(args.req, refusal) }
  if (isCancel(args)) {
    await args.req.payload.delete({ collection: 'payload-jobs', where: scheduledJob(args.deleteID!), req: args.req })
    return { message: args.req.i18n.t('general:success') }
  }
  return schedulePublishHandler(args as never)
}

/** Server functions of /admin that replace Payload's own (registered in the admin layout). */
export const adminServerFunctions = {
  'schedule-publish': guardedSchedulePublish,
  [FAILED_SCHEDULES_FUNCTION]: failedSchedulesFunction,
  [RETRY_FAILED_SCHEDULE_FUNCTION]: retryFailedScheduleFunction,
}
