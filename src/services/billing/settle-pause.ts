import type Stripe from 'stripe'

import { PAUSE_METADATA, pauseMarkerOf, unusedPaidCents } from '../../config/subscription-pause'
import { idOf } from './webhooks/types'

/**
 * The metadata that marks a pause as it begins: when, and what was still unused of the paid period
 * then (the latest invoice's total, spread over the current period). Nothing is credited for a
 * period that was not paid.
 */
export const pauseMarkerMetadata = async ({
  stripe,
  subscriptionId,
  now = new Date(),
}: {
  stripe: Stripe
  subscriptionId: string
  now?: Date
}): Promise<Record<string, string>> => {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] })
  const invoice = subscription.latest_invoice as Stripe.Invoice | null
  const item = subscription.items.data[0]
  const at = Math.floor(now.getTime() / 1000)
  const creditCents =
    invoice?.status === 'paid' && item
      ? unusedPaidCents({
          paidCents: invoice.total,
          periodStart: item.current_period_start,
          periodEnd: item.current_period_end,
          at,
        })
      : 0
  return { [PAUSE_METADATA.pausedAt]: String(at), [PAUSE_METADATA.creditCents]: String(creditCents) }
}

export type SettleResult = { outcome: 'restarted'; creditCents: number } | { outcome: 'lifted' | 'none' }

/**
 * Ends a pause as students are told it ends: a new semester starts now, billed in full less the
 * credit recorded when the pause began. Called by "Resume now" (`liftPause`) and by the webhook
 * that reports Stripe lifting the pause by itself on the resume day. Safe to repeat: it re-reads
 * the subscription, acts only while the pause's marker is there (or, for a pause made in Stripe's
 * dashboard, while the running period's invoice was voided), and both writes carry an
 * idempotency key of that pause, so two servers receiving one webhook credit and bill once.
 * A subscription set to cancel at period end is not restarted: the student asked not to be billed.
 */
export const settlePause = async ({
  stripe,
  subscriptionId,
  liftPause,
}: {
  stripe: Stripe
  subscriptionId: string
  liftPause: boolean
}): Promise<SettleResult> => {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] })
  if (subscription.pause_collection && !liftPause) return { outcome: 'none' }
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return { outcome: 'none' }
  const marker = pauseMarkerOf(subscription.metadata)
  const latest = subscription.latest_invoice as Stripe.Invoice | null
  const isRunningPeriodUnpaid = latest?.status === 'void'
  const canRestart =
    (subscription.status === 'active' || subscription.status === 'past_due') && !subscription.cancel_at_period_end
  const clearMarker = { [PAUSE_METADATA.pausedAt]: '', [PAUSE_METADATA.creditCents]: '' }
  const pauseKey = `pause-${subscription.id}-${marker?.pausedAt ?? latest?.id ?? 'none'}`

  if (!canRestart || (!marker && !isRunningPeriodUnpaid)) {
    if (!subscription.pause_collection && !marker) return { outcome: 'none' }
    await stripe.subscriptions.update(
      subscription.id,
      { pause_collection: '', metadata: clearMarker },
      { idempotencyKey: `${pauseKey}-lift` },
    )
    return { outcome: 'lifted' }
  }
  const creditCents = marker?.creditCents ?? 0
  if (creditCents > 0) {
    await stripe.customers.createBalanceTransaction(
      idOf(subscription.customer)!,
      {
        amount: -creditCents,
        currency: subscription.currency,
        description: 'Unused part of the semester paused over a break',
        metadata: { subscriptionId: subscription.id },
      },
      { idempotencyKey: `${pauseKey}-credit` },
    )
  }
  await stripe.subscriptions.update(
    subscription.id,
    { pause_collection: '', billing_cycle_anchor: { type: 'now' }, proration_behavior: 'none', metadata: clearMarker },
    { idempotencyKey: `${pauseKey}-restart` },
  )
  return { outcome: 'restarted', creditCents }
}
