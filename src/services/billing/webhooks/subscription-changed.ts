import type Stripe from 'stripe'

import { pauseMarkerOf } from '../../../config/subscription-pause'
import { settlePause } from '../settle-pause'
import { syncSubscription } from '../sync-subscription'
import type { WebhookHandler } from './types'

/** Whether an update reports a pause that ended: Stripe lifting it on the resume day, or anyone in its dashboard. */
const endsPause = (event: Stripe.Event, subscription: Stripe.Subscription) =>
  event.type === 'customer.subscription.updated' &&
  !subscription.pause_collection &&
  (Boolean(pauseMarkerOf(subscription.metadata)) ||
    Boolean((event.data.previous_attributes as Partial<Stripe.Subscription> | undefined)?.pause_collection))

/**
 * customer.subscription.created / updated / deleted: mirror Stripe's current state. A pause that
 * Stripe lifted by itself is settled first (a new semester, less its credit: settle-pause).
 */
export const subscriptionChanged: WebhookHandler = async ({ payload, stripe, event }) => {
  const subscription = event.data.object as Stripe.Subscription
  if (endsPause(event, subscription)) await settlePause({ stripe, subscriptionId: subscription.id, liftPause: false })
  await syncSubscription({ payload, stripe, subscriptionId: subscription.id })
}
