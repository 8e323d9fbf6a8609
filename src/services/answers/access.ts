import type { Payload } from 'payload'

import { isApprovalImplied } from '../../config/access-requests'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'

/**
 * decisions.md: the answer API needs an approved access request. Admins always pass; a paid or
 * trialing subscription approves the request in its webhook, and is accepted here too so a
 * webhook still in flight never blocks someone who just paid.
 */
export const assertCanAsk = async ({ payload, user, message }: { payload: Payload; user: User; message: string }) => {
  if (isApprovalImplied({ role: user.role, subscriptionStatus: user.billing?.subscriptionStatus })) return
  // One COUNT on the hot path: no rows to read, no pagination query beside it.
  const { totalDocs } = await payload.count({
    collection: 'access-requests',
    where: { and: [{ user: { equals: user.id } }, { status: { equals: 'approved' } }] },
    overrideAccess: true,
  })
  if (totalDocs === 0) throw new AppError('forbidden', message)
}
