import { z } from 'zod'

import { EXTENSION_DOWNLOAD_PATH } from '../config/extension'
import { trackDownload } from '../services/downloads/track-download'
import { defineEndpoint } from './define-endpoint'

const trackDownloadSchema = z.object({
  userId: z.union([z.string().trim().min(1).max(32), z.number().int().positive()]),
  email: z.string().trim().min(1).max(254),
})

/** POST /api/download/track {userId, email} — then the browser fetches our own archive. */
export const trackDownloadEndpoint = defineEndpoint({
  path: '/download/track',
  method: 'post',
  access: 'user',
  body: trackDownloadSchema,
  handler: async ({ req, user, body }) => {
    const result = await trackDownload({ payload: req.payload, user, claimed: body })
    return Response.json({ success: true, id: result.id, url: EXTENSION_DOWNLOAD_PATH }, { status: 201 })
  },
})
