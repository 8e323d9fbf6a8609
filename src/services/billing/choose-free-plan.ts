import { type Payload, ValidationError } from 'payload'

import { isPaidStatus } from '../../config/billing'
import { canChooseFreePlan } from '../../config/plans'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'
import { type AccessStatusResult, accessStatus } from '../accounts/access-status'

export type ChooseFreePlanResult = AccessStatusResult & { changed: boolean }

/**
 * Moves an account that has chosen nothing yet (`onboarding`) to the free plan; its access request
 * stays pending until an admin approves it (decisions.md). Choosing Free again is a no-op. A paid
 * plan is refused (409): it reaches Free by cancelling in the billing portal at the end of its
 * period, so a student never loses days they paid for. The move is one conditional UPDATE: a
 * payment landing at the same moment (its webhook writes the paid plan) is never overwritten.
 */
export const chooseFreePlan = async ({
  payload,
  user,
  messages,
}: {
  payload: Payload
  user: User
  messages: { freePlanFromPaid: string }
}): Promise<ChooseFreePlanResult> => {
  if (user.plan === 'free') return { ...(await accessStatus({ payload, user })), changed: false }
  if (!canChooseFreePlan(user.plan) || isPaidStatus(user.billing?.subscriptionStatus)) {
    throw new AppError('conflict', messages.freePlanFromPaid, { field: 'plan' })
  }
  const moved = (await payload.db.updateOne({
    collection: 'users',
    where: { and: [{ id: { equals: user.id } }, { plan: { equals: user.plan } }] },
    data: { plan: 'free', updatedAt: new Date().toISOString() },
    options: { atomic: true },
  })) as unknown as User | null
  const current = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
  if (!moved) {
    // Something else moved the plan meanwhile: fine when it is Free, a conflict when it was a payment.
    if (current.plan === 'free') return { ...(await accessStatus({ payload, user: current })), changed: false }
    throw new AppError('conflict', messages.freePlanFromPaid, { field: 'plan' })
  }
  await ensurePendingRequest(payload, user.id)
  return { ...(await accessStatus({ payload, user: current })), changed: true }
}

/**
 * Sign-up creates the pending request; an account made another way (in /admin) gets one now, so
 * an admin sees it. An existing request keeps its status, whatever it is.
 */
const ensurePendingRequest = async (payload: Payload, userId: number) => {
  const { totalDocs } = await payload.count({
    collection: 'access-requests',
    where: { user: { equals: userId } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  try {
    await payload.create({
      collection: 'access-requests',
      data: { user: userId, status: 'pending' },
      overrideAccess: true,
    })
  } catch (error) {
    // `user` is unique: a request created concurrently is just as good.
    if (!(error instanceof ValidationError)) throw error
  }
}
