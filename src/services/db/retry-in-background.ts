import type { Payload } from 'payload'

import { isDatabaseUnavailable } from '../../lib/http/database-outage'

/** How often and how long work left behind by an outage is retried: every second for a minute. */
export const BACKGROUND_RETRY = { intervalMs: 1_000, attempts: 60 } as const

/**
 * Runs `task` now and, while the database is away, again every second in the background until it
 * answers (about a minute). For the clean-up a failed request owes (a claim to give back, a
 * half-written sign-up or answer to remove): the request answers at once, and nothing it left
 * outlives the outage. `task` must be safe to run again after a partial run.
 */
export const retryInBackground = async ({
  payload,
  what,
  task,
  attempt = 1,
}: {
  payload: Payload
  /** What the task does, for the log: "release Stripe event evt_…". */
  what: string
  task: () => Promise<unknown>
  attempt?: number
}): Promise<void> => {
  try {
    await task()
  } catch (error) {
    if (!isDatabaseUnavailable(error) || attempt >= BACKGROUND_RETRY.attempts) {
      payload.logger.error({ err: error, msg: `could not ${what}` })
      return
    }
    if (attempt === 1) payload.logger.warn({ msg: `will ${what} once the database answers` })
    const retry = () => void retryInBackground({ payload, what, task, attempt: attempt + 1 })
    setTimeout(retry, BACKGROUND_RETRY.intervalMs).unref()
  }
}
