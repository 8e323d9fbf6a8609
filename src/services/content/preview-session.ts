import { z } from 'zod'

import { canPreviewDrafts } from '../../access/preview'
import { DEFAULT_LOCALE } from '../../config/locales'
import { acceptLanguageLocale } from '../../i18n/request-locale'
import { serverMessages } from '../../i18n/server-messages'
import { getPayloadClient } from '../../lib/payload'
import { parsePreviewPath } from '../../lib/preview-path'
import { signedInUser } from './preview'

export type PreviewOutcome = { status: 307; location: string } | { status: 400 | 403; message: string }

/** `parsePreviewPath` returns the path unchanged when it accepts it, so what was checked is where the editor goes. */
const query = z.object({ path: z.string().refine((path) => parsePreviewPath(path) !== null) })

/**
 * Whether a request may start previewing `path`: the path must be one of the site's own pages
 * (no open redirect), then the request must be signed in as an editor or admin — Payload checks the
 * session cookie; there is no shared secret that would let anyone else in. Decided here, applied by
 * the route (which alone can switch draft mode on).
 */
export const startPreview = async ({
  path,
  headers,
}: {
  path: string | null
  headers: Headers
}): Promise<PreviewOutcome> => {
  const messages = await serverMessages(acceptLanguageLocale(headers.get('accept-language')) ?? DEFAULT_LOCALE)
  const parsed = query.safeParse({ path })
  if (!parsed.success) return { status: 400, message: messages.previewPathInvalid }
  const user = await signedInUser(await getPayloadClient(), headers)
  if (!user || !canPreviewDrafts(user)) return { status: 403, message: messages.adminRequired }
  return { status: 307, location: parsed.data.path }
}
