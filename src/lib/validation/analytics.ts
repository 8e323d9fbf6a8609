import { z } from 'zod'

// Before any schema is built: zod probes for eval when an object schema is created.
import './zod-browser'

import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '../../config/analytics'
import { LOCALES } from '../../config/locales'
import type { ValidationMessageKey } from './messages'

export const trackVisitSchema = z.object({
  path: z
    .string()
    .min(1)
    .max(512)
    .regex(/^\/[^\s]*$/, 'A path starts with / and has no spaces'),
  sessionId: z
    .string()
    .max(64)
    .regex(/^[\w-]+$/)
    .optional(),
  locale: z.enum(LOCALES).optional(),
})

/** GET /api/analytics/stats/detailed?period=7d|30d|90d (absent = 30d). */
export const detailedStatsQuerySchema = z.object({
  period: z
    .enum(ANALYTICS_PERIODS, { message: 'analyticsPeriodInvalid' satisfies ValidationMessageKey })
    .default(DEFAULT_ANALYTICS_PERIOD),
})
