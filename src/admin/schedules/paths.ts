/** The admin view listing failed scheduled publishes (payload.config.ts admin.components.views). */
export const FAILED_SCHEDULES_VIEW = '/failed-schedules'
export const FAILED_SCHEDULES_PATH = `/admin${FAILED_SCHEDULES_VIEW}`

/** Names of the admin server functions (src/admin/server-functions.ts) the views call. */
export const FAILED_SCHEDULES_FUNCTION = 'studify-failed-schedules'
export const RETRY_FAILED_SCHEDULE_FUNCTION = 'studify-retry-failed-schedule'
