import { trackVisitSchema } from '../../lib/validation/analytics'
import { trackVisit } from '../../services/analytics/track-visit'
import { defineEndpoint } from '../define-endpoint'

/** POST /api/analytics/track {path, sessionId?, locale?} — anonymous page-visit counter. */
export const trackVisitEndpoint = defineEndpoint({
  path: '/analytics/track',
  method: 'post',
  access: 'public',
  body: trackVisitSchema,
  handler: async ({ req, body }) => {
    const result = await trackVisit({ payload: req.payload, ...body })
    return Response.json({ success: true, recorded: result.isRecorded }, { status: result.isRecorded ? 201 : 200 })
  },
})
