import type { ServerFunction } from 'payload'

import { isAppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'
import { type FailedSchedule, listFailedSchedules, retryFailedSchedule } from '../../services/content/failed-schedules'

type Target = { collection?: string; id?: string | number; global?: string }

const targetOf = ({ collection, id, global }: Target) => {
  if (global) return { global }
  if (collection && id !== undefined && id !== null) return { collection, id: String(id) }
  return undefined
}

/** A refusal as the admin shows it (the service's AppError), anything else thrown on. */
const refusal = (error: unknown) => {
  if (isAppError(error)) return { error: error.message, status: error.status }
  throw error
}

/** The failed schedules the signed-in editor may read: all of them, or one document's or global's. */
export const failedSchedulesFunction: ServerFunction<
  Target,
  Promise<{ failures: FailedSchedule[] } | { error: string }>
> = async ({ req, ...target }) => {
  try {
    return {
      failures: await listFailedSchedules({ payload: req.payload, user: req.user as User, target: targetOf(target) }),
    }
  } catch (error) {
    return refusal(error)
  }
}

/** "Run again now" on one failed schedule (editors and admins, in a locale of theirs). */
export const retryFailedScheduleFunction: ServerFunction<{ id: string | number }> = async ({ req, id }) => {
  try {
    return await retryFailedSchedule({ payload: req.payload, user: req.user as User, id: String(id) })
  } catch (error) {
    return refusal(error)
  }
}
