import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { isPaidStatus, type SubscriptionStatus } from '../../config/billing'
import type { UserPlanId } from '../../config/plans'
import type { User } from '../../payload-types'
import { approveAccessForUser } from '../admin/access-requests'
import { userByCustomerId } from './customers'
import { planForPrice } from './prices'
import { pausedUntilOf, recordSubscription } from './subscription-history'

export type SyncResult =
  | { outcome: 'updated'; userId: number; plan: UserPlanId; status: SubscriptionStatus }
  | { outcome: 'ignored'; reason: string }

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

const findOwner = async (payload: Payload, subscription: Stripe.Subscription): Promise<User | null> => {
  const byCustomer = await userByCustomerId(payload, idOf(subscription.customer)!)
  if (byCustomer) return byCustomer
  const userId = Number(subscription.metadata?.userId)
  if (!Number.isInteger(userId)) return null
  return payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
}

/** The plan a user holds while a subscription is in `status` (decisions.md: Stripe drives it). */
const planFor = (current: UserPlanId, subscription: Stripe.Subscription, status: SubscriptionStatus): UserPlanId => {
  const price = subscription.items.data[0]?.price?.id
  if (status === 'canceled') return 'free'
  // An unpaid first attempt changes nothing: the account stays where it was (often onboarding).
  if (status === 'incomplete' || status === 'incomplete_expired') return current
  return planForPrice(price, status)
}

/**
 * Re-reads a subscription from Stripe and mirrors it on its owner. Webhooks only say "look
 * again", so duplicated, missing or out-of-order events all end in Stripe's current state.
 * A subscription older than the one on record never overwrites it, unless it is the paid one.
 */
export const syncSubscription = async ({
  payload,
  stripe,
  subscriptionId,
}: {
  payload: Payload
  stripe: Stripe
  subscriptionId: string
}): Promise<SyncResult> => {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId)
  const user = await findOwner(payload, subscription)
  if (!user) return { outcome: 'ignored', reason: `no user for subscription ${subscription.id}` }
  const billing = user.billing ?? {}
  const status = subscription.status as SubscriptionStatus
  const isRecorded = billing.stripeSubscriptionId === subscription.id
  const isOlder = (billing.subscriptionCreatedAt ?? 0) > subscription.created
  if (!isRecorded && isOlder && (isPaidStatus(billing.subscriptionStatus) || !isPaidStatus(status))) {
    return { outcome: 'ignored', reason: `subscription ${subscription.id} is older than the one on record` }
  }
  const plan = planFor(user.plan, subscription, status)
  const periodEnd = subscription.items.data[0]?.current_period_end
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      plan,
      billing: {
        ...billing,
        stripeCustomerId: idOf(subscription.customer),
        stripeSubscriptionId: subscription.id,
        subscriptionStatus: status,
        subscriptionCreatedAt: subscription.created,
        currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
        cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
        pausedUntil: pausedUntilOf(subscription),
        hasUsedTrial: Boolean(billing.hasUsedTrial || subscription.trial_end),
      },
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await recordSubscription({ payload, subscription, userId: user.id, plan })
  if (isPaidStatus(status)) await approveAccessForUser({ payload, userId: user.id })
  return { outcome: 'updated', userId: user.id, plan, status }
}
