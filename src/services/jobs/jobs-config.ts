import type { Config, SanitizedConfig } from 'payload'

import { publisherOnly } from '../../access'
import { removeEmptyDraftsTask } from '../content/empty-drafts'
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
  // Untouched empty drafts of "Create New" go after a day (issue 34 item 12). Its schedule is
  // queued by each server's cron (Payload skips a schedule already queued); the lease runs it once.
  tasks: [removeEmptyDraftsTask],
  // The cron queues scheduled tasks; Payload's /handle-schedules route (for serverless hosts) is
  // not used here, and answered 500 while no task had a schedule.
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    endpoints: (defaultJobsCollection.endpoints || []).filter((endpoint) => endpoint.path !== '/handle-schedules'),
  }),
}

/**
 * A task with a schedule makes Payload add its `payload-jobs-stats` global (when each schedule last
 * queued), with Payload's default access: any signed-in account could read and rewrite it, and so
 * hold back the schedules. Payload reads and writes it through the database adapter, never through
 * access, so nobody needs any: it is closed to every request (added in sanitizing, hence here).
 */
export const lockJobStats = (config: SanitizedConfig): SanitizedConfig => {
  const stats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (stats) {
    const nobody = () => false
    stats.access = { ...stats.access, read: nobody, update: nobody, readVersions: nobody }
  }
  return config
}
