import type { Payload } from 'payload'

import { EXTENSION_VERSION } from '../../config/extension'
import type { DownloadChannel } from '../../config/extension-stores'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'

/**
 * Records one extension download for the signed-in user, per store (`zip`: developer mode). The spec's body names the user; it must
 * be the caller, so nobody can inflate someone else's count.
 */
export const trackDownload = async ({
  payload,
  user,
  claimed,
  store = 'zip',
}: {
  payload: Payload
  user: User
  claimed: { userId: string | number; email: string }
  store?: DownloadChannel
}) => {
  if (String(claimed.userId) !== String(user.id) || claimed.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('forbidden', 'User information not available')
  }
  const download = await payload.create({
    collection: 'downloads',
    data: { user: user.id, version: EXTENSION_VERSION, store },
    overrideAccess: true,
  })
  return { id: download.id }
}
