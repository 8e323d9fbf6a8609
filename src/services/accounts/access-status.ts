import type { Payload } from 'payload'

import { type AccessStatus, isApprovalImplied } from '../../config/access-requests'
import type { UserPlanId } from '../../config/plans'
import type { User } from '../../payload-types'
import { weeklyAllowance } from '../billing/current-subscription'

export type AccessStatusResult = {
  /** What the student is told: a paid or trialing account (and an admin) is always `approved`. */
  status: AccessStatus
  plan: UserPlanId
  isPaid: boolean
  /** Questions a week, or null when the plan is unlimited. */
  weeklyLimit: number | null
}

/**
 * The signed-in account's access to answers, as the dashboard, /download and the extension show
 * it. The rule is the answer API's own (services/answers/access), so what a student reads is
 * what asking does.
 */
export const accessStatus = async ({
  payload,
  user,
}: {
  payload: Payload
  user: User
}): Promise<AccessStatusResult> => {
  const allowance = weeklyAllowance(user)
  const base = {
    plan: user.plan,
    isPaid: allowance.isUnlimited,
    weeklyLimit: allowance.isUnlimited ? null : allowance.limit,
  }
  if (isApprovalImplied({ role: user.role, subscriptionStatus: user.billing?.subscriptionStatus })) {
    return { status: 'approved', ...base }
  }
  // Access requests are admin-only through the API (students never list them): this system read
  // is limited to the one row of the signed-in account, by its own id.
  const { docs } = await payload.find({
    collection: 'access-requests',
    where: { user: { equals: user.id } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
  })
  return { status: docs[0]?.status ?? 'none', ...base }
}
