import { trackVisitSchema } from '../../lib/validation/analytics'
import { trackVisit } from '../../services/analytics/track-visit'
import { defineEndpoint } from '../define-endpoint'

/**
 * POST /api/analytics/track {path, sessionId?, locale?} — anonymous page-visit counter, limited
 * per client address (the shared database limiter) so no one address can inflate the analytics.
 */
export const trackVisitEndpoint = defineEndpoint({
  path: '/analytics/track',
  method: 'post',
  access: 'public',
  rateLimit: 'trackVisit',
  body: trackVisitSchema,
  handler: async ({ req, body }) => {
    const result = await trackVisit({ payload: req.payload, ...body })
    return Response.json({ success: true, recorded: result.isRecorded }, { status: result.isRecorded ? 201 : 200 })
  },
})
