import type { Config } from 'payload'

import { publisherOnly } from '../../access'
import { jobRunnerLease } from './runner-lease'

/** How often each app server looks for due jobs (a scheduled publish goes live within a minute). */
export const JOBS_CRON = '* * * * *'

/**
 * Payload's jobs queue, in the app's own database: it carries scheduled publishing
 * (`versions.drafts.schedulePublish`). Every server runs the cron; one at a time runs the queue
 * (runner-lease). Payload lets any signed-in account queue and run jobs by default; here only the
 * publishing roles (editors, admins) may.
 */
export const jobsConfig: NonNullable<Config['jobs']> = {
  access: { queue: publisherOnly, run: publisherOnly, cancel: publisherOnly },
  // PAYLOAD_JOBS_AUTORUN=false: a process that must not run the queue (tests, one-off scripts).
  autoRun: () =>
    process.env.PAYLOAD_JOBS_AUTORUN === 'false' ? [] : [{ cron: JOBS_CRON, queue: 'default', limit: 50 }],
  shouldAutoRun: (payload) => jobRunnerLease.shouldRun(payload),
  // No task has a cron schedule, so Payload's /handle-schedules route could only answer 500.
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    endpoints: (defaultJobsCollection.endpoints || []).filter((endpoint) => endpoint.path !== '/handle-schedules'),
  }),
}
