import type { Payload } from 'payload'

import { isPaidStatus } from '../../config/billing'
import { FREE_WEEKLY_ESSAY_LIMIT, PAID_WEEKLY_ABUSE_CAP, PAID_WEEKLY_ESSAY_ABUSE_CAP } from '../../config/limits'
import { canPausePlan, hasPremiumAccess, isCollectionPaused } from '../../config/subscription-pause'
import type { User } from '../../payload-types'
import { stripeClient, stripeConfigFromEnv } from './stripe-client'
import { syncSubscription } from './sync-subscription'

/**
 * The user's weekly question allowance: their own limit on free, "unlimited" on a paid plan
 * (counted against the abuse cap only). A paused plan has the free allowance until it resumes.
 */
export const weeklyAllowance = (user: Pick<User, 'requestLimit' | 'billing'>) => {
  const isUnlimited = hasPremiumAccess(user.billing)
  return { isUnlimited, limit: isUnlimited ? PAID_WEEKLY_ABUSE_CAP : user.requestLimit }
}

/** The user's weekly essays: 2 on free, "unlimited" on a paid plan (the abuse cap only), free while paused. */
export const weeklyEssayAllowance = (user: Pick<User, 'billing'>) => {
  const isUnlimited = hasPremiumAccess(user.billing)
  return { isUnlimited, limit: isUnlimited ? PAID_WEEKLY_ESSAY_ABUSE_CAP : FREE_WEEKLY_ESSAY_LIMIT }
}

export const effectiveWeeklyLimit = (user: Pick<User, 'requestLimit' | 'billing'>) => weeklyAllowance(user).limit

/**
 * Spec §3's current subscription. A payment just confirmed in the browser may reach us before
 * its webhook: an unsettled subscription is re-read from Stripe first.
 */
export const currentSubscription = async ({ payload, user }: { payload: Payload; user: User }) => {
  let fresh = user
  const billing = user.billing
  const config = stripeConfigFromEnv()
  if (config && billing?.stripeSubscriptionId && billing.subscriptionStatus === 'incomplete') {
    await syncSubscription({ payload, stripe: stripeClient(config), subscriptionId: billing.stripeSubscriptionId })
    fresh = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
  }
  const status = fresh.billing?.subscriptionStatus ?? 'none'
  return {
    planId: fresh.plan,
    status: isPaidStatus(status) ? ('active' as const) : ('inactive' as const),
    subscription: fresh.billing?.stripeSubscriptionId
      ? {
          id: fresh.billing.stripeSubscriptionId,
          status,
          currentPeriodEnd: fresh.billing.currentPeriodEnd ?? null,
          cancelAtPeriodEnd: Boolean(fresh.billing.cancelAtPeriodEnd),
          // A resume instant already past has resumed, whether or not its webhook has arrived yet.
          pausedUntil: isCollectionPaused(fresh.billing.pausedUntil) ? fresh.billing.pausedUntil! : null,
          canPause: canPausePlan(fresh.plan) && status === 'active',
        }
      : null,
    weeklyLimit: effectiveWeeklyLimit(fresh),
  }
}
