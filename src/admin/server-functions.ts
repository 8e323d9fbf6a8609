import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { PayloadRequest, ServerFunction } from 'payload'

import { languageOf } from '../../collections/shared/editorial-guard'
import { canPublish, mayWriteLocale } from '../access/editorial'
import { serverMessages } from '../i18n/server-messages'
import type { ValidationMessageKey } from '../lib/validation/messages'
import { failedSchedulesFunction, retryFailedScheduleFunction } from './schedules/server-functions'
import { FAILED_SCHEDULES_FUNCTION, RETRY_FAILED_SCHEDULE_FUNCTION } from './schedules/paths'

type ScheduleArgs = { localeToPublish?: string }
type EditorialUser = Parameters<typeof canPublish>[0]

/** Why this person may not schedule (or replace a schedule) in that locale, or null. */
const scheduleRefusal = (req: PayloadRequest, localeToPublish: string | undefined): ValidationMessageKey | null => {
  const user = req.user as EditorialUser
  if (!canPublish(user)) return 'contributorCannotPublish'
  // No locale publishes every locale at once, which an account limited to some may not do.
  return mayWriteLocale(user, localeToPublish) ? null : 'localeNotAllowed'
}

/**
 * Payload's schedule drawer queues the job, and deletes the one it replaces, without any access
 * check: a contributor's (or a translator's) request would queue a publish that failed only when it
 * ran, and could cancel an editor's schedule. Refused here, with the reason in the admin's language.
 */
const guardedSchedulePublish: ServerFunction<ScheduleArgs> = async (args) => {
  const refusal = scheduleRefusal(args.req, args.localeToPublish)
  if (refusal) return { error: (await serverMessages(languageOf(args.req)))[refusal] }
  return schedulePublishHandler(args as never)
}

/** Server functions of /admin that replace Payload's own (registered in the admin layout). */
export const adminServerFunctions = {
  'schedule-publish': guardedSchedulePublish,
  [FAILED_SCHEDULES_FUNCTION]: failedSchedulesFunction,
  [RETRY_FAILED_SCHEDULE_FUNCTION]: retryFailedScheduleFunction,
}
