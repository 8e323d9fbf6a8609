import type { Payload } from 'payload'

import type { ValidationMessageKey } from '../../lib/validation/messages'

type Account = { id: number | string; role?: string | null }

const adminCount = async (payload: Payload) =>
  (await payload.count({ collection: 'users', where: { role: { equals: 'admin' } }, overrideAccess: true })).totalDocs

/**
 * Why a role change or deletion would lock the admin area, or null when it is fine: nobody
 * removes their own admin role or deletes their own account, and the last admin stays.
 */
export const adminGuardViolation = async ({
  payload,
  target,
  actingUserId,
  change,
}: {
  payload: Payload
  target: Account
  actingUserId: number | string | null
  change: { role: string } | 'delete'
}): Promise<ValidationMessageKey | null> => {
  const isSelf = actingUserId !== null && String(actingUserId) === String(target.id)
  if (change === 'delete') {
    if (isSelf) return 'cannotDeleteSelf'
  } else if (target.role !== 'admin' || change.role === 'admin') {
    return null
  } else if (isSelf) {
    return 'cannotDemoteSelf'
  }
  if (target.role === 'admin' && (await adminCount(payload)) <= 1) return 'lastAdmin'
  return null
}
