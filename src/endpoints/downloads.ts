import { z } from 'zod'

import { EXTENSION_DOWNLOAD_PATH } from '../config/extension'
import { DOWNLOAD_CHANNELS } from '../config/extension-stores'
import { trackDownload } from '../services/downloads/track-download'
import { defineEndpoint } from './define-endpoint'

const trackDownloadSchema = z.object({
  userId: z.union([z.string().trim().min(1).max(32), z.number().int().positive()]),
  email: z.string().trim().min(1).max(254),
  /** The store the student is sent to; absent: the zip. */
  store: z.enum(DOWNLOAD_CHANNELS).optional(),
})

/** POST /api/download/track {userId, email, store?} — then the browser opens the store or fetches our archive. */
export const trackDownloadEndpoint = defineEndpoint({
  path: '/download/track',
  method: 'post',
  access: 'user',
  body: trackDownloadSchema,
  handler: async ({ req, user, body }) => {
    const result = await trackDownload({ payload: req.payload, user, claimed: body, store: body.store })
    return Response.json({ success: true, id: result.id, url: EXTENSION_DOWNLOAD_PATH }, { status: 201 })
  },
})
