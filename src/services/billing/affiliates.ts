import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { AFFILIATE, isPaidStatus } from '../../config/billing'
import { serverUrl } from '../../config/server'
import type { User } from '../../payload-types'

type Args = { payload: Payload; stripe: Stripe; user: User }

const saveConnect = (payload: Payload, user: User, changes: Partial<NonNullable<User['billing']>>) =>
  payload.update({
    collection: 'users',
    id: user.id,
    data: { billing: { ...user.billing, ...changes } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })

/** Creates the affiliate's Express account once, then an onboarding link (new or resumed). */
export const connectAffiliate = async ({ payload, stripe, user }: Args) => {
  let accountId = user.billing?.stripeConnectAccountId
  if (!accountId) {
    const account = await stripe.accounts.create(
      {
        type: 'express',
        email: user.email,
        metadata: { userId: String(user.id) },
        capabilities: { transfers: { requested: true } },
      },
      { idempotencyKey: `connect-${user.id}` },
    )
    accountId = account.id
    await saveConnect(payload, user, { stripeConnectAccountId: accountId })
  }
  const back = `${serverUrl()}/#settings=affiliate`
  const link = await stripe.accountLinks.create({
    account: accountId,
    refresh_url: back,
    return_url: back,
    type: 'account_onboarding',
  })
  return { url: link.url }
}

/** Re-reads the Connect account: payouts switch on once Stripe has what it needs. */
export const affiliateStatus = async ({ payload, stripe, user }: Args) => {
  const accountId = user.billing?.stripeConnectAccountId
  if (!accountId) return { stripeAccountId: null, payoutsEnabled: false }
  const account = await stripe.accounts.retrieve(accountId)
  const payoutsEnabled = Boolean(account.payouts_enabled)
  if (payoutsEnabled !== Boolean(user.billing?.connectPayoutsEnabled)) {
    await saveConnect(payload, user, { connectPayoutsEnabled: payoutsEnabled })
  }
  return { stripeAccountId: accountId, payoutsEnabled }
}

/** The next Monday 00:00 UTC strictly after `now`: payout day. */
export const nextPayoutDate = (now: Date) => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const days = (AFFILIATE.payoutWeekday - date.getUTCDay() + 7) % 7 || 7
  date.setUTCDate(date.getUTCDate() + days)
  return date
}

/**
 * Spec §3's affiliate stats in cents, from the paid-invoice ledger of the customers the affiliate
 * referred: 30% of every payment, for the customer's lifetime.
 */
export const affiliateStats = async ({
  payload,
  user,
  now = new Date(),
}: {
  payload: Payload
  user: User
  now?: Date
}) => {
  const referred = await payload.find({
    collection: 'users',
    where: { referredBy: { equals: user.id } },
    limit: 10_000,
    depth: 0,
    overrideAccess: true,
    select: { billing: true },
  })
  const referredIds = referred.docs.map((doc) => doc.id)
  const payments = referredIds.length
    ? await payload.find({
        collection: 'payments',
        where: { user: { in: referredIds } },
        limit: 100_000,
        depth: 0,
        overrideAccess: true,
        select: { user: true, amountPaid: true },
      })
    : { docs: [] }
  const paidTotal = payments.docs.reduce((sum, payment) => sum + payment.amountPaid, 0)
  const payingCustomers = new Set(payments.docs.map((payment) => String(payment.user))).size
  const totalEarnings = Math.floor(paidTotal * AFFILIATE.commissionRate)
  return {
    totalEarnings,
    activeSubscribers: referred.docs.filter((doc) => isPaidStatus(doc.billing?.subscriptionStatus)).length,
    conversionRate: referredIds.length ? Math.round((payingCustomers / referredIds.length) * 1000) / 10 : 0,
    // No transfer has been made yet: everything earned is still to be paid out.
    pendingPayouts: totalEarnings,
    lastPayout: null as number | null,
    nextPayoutDate: nextPayoutDate(now).toISOString(),
    minimumPayout: AFFILIATE.minimumPayoutCents,
  }
}
