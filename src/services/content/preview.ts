import { draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'
import { cache } from 'react'

import { canPreviewDrafts } from '../../access/preview'
import type { User } from '../../payload-types'
import type { PreviewViewer } from './read-as'

/** The account signed in on a request (Payload's cookie or Bearer token), or null. */
export const signedInUser = async (payload: Payload, requestHeaders: Headers): Promise<User | null> => {
  try {
    return ((await payload.auth({ headers: requestHeaders })).user as User | null) ?? null
  } catch {
    // A malformed or expired token is a visitor, not an error.
    return null
  }
}

/**
 * The editor this request previews for, or null. Draft mode alone is not enough: its cookie outlives
 * the session (a signed-out editor, a shared computer, a copied cookie), so the request must also be
 * signed in with a role that may preview — anyone else gets the published site. Once per request.
 */
export const previewViewer = cache(async (payload: Payload): Promise<PreviewViewer | null> => {
  if (!(await draftMode()).isEnabled) return null
  const user = await signedInUser(payload, await headers())
  return user && canPreviewDrafts(user) ? { user } : null
})
