import { detailedStatsQuerySchema } from '../../lib/validation/analytics'
import type { DetailedStats } from '../../services/analytics/contract'
import { detailedStats } from '../../services/analytics/detailed-stats'
import { defineEndpoint } from '../define-endpoint'

/** GET /api/analytics/stats/detailed?period=7d|30d|90d — the admin Analytics tab (admins only). */
export const detailedStatsEndpoint = defineEndpoint({
  path: '/analytics/stats/detailed',
  method: 'get',
  access: 'admin',
  query: detailedStatsQuerySchema,
  handler: async ({ req, query }) =>
    Response.json((await detailedStats({ payload: req.payload, period: query.period })) satisfies DetailedStats),
})
