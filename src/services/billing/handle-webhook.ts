import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { WEBHOOK_TOLERANCE_SECONDS } from '../../config/billing'
import { AppError } from '../../lib/errors/app-error'
import { retryInBackground } from '../db/retry-in-background'
import { WEBHOOK_HANDLERS } from './webhooks'

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored'

const verify = (stripe: Stripe, rawBody: string, signature: string | null, secret: string) => {
  if (!signature) throw new AppError('badRequest', 'Missing Stripe signature')
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS)
  } catch {
    throw new AppError('badRequest', 'Invalid Stripe signature')
  }
}

/** Claims the event id; false when another delivery of the same event already has it. */
const claim = async (payload: Payload, event: Stripe.Event): Promise<boolean> => {
  try {
    await payload.create({
      collection: 'stripe-events',
      data: { eventId: event.id, type: event.type, status: 'processing' },
      overrideAccess: true,
    })
    return true
  } catch (error) {
    const existing = await payload.count({
      collection: 'stripe-events',
      where: { eventId: { equals: event.id } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) return false
    throw error
  }
}

/**
 * Gives the event id back so Stripe's retry processes the event. When the database is away the
 * release is retried in the background until it answers: the delivery itself answers at once, and
 * no claim outlives the outage to turn Stripe's retry into a "duplicate".
 */
const releaseClaim = (payload: Payload, eventId: string) =>
  retryInBackground({
    payload,
    what: `release Stripe event ${eventId}`,
    task: () =>
      payload.delete({ collection: 'stripe-events', where: { eventId: { equals: eventId } }, overrideAccess: true }),
  })

/**
 * Verifies the signature on the raw body, then runs the event's handler once: the event id is
 * claimed first (unique), and released again if the handler fails so Stripe's retry can succeed.
 */
export const handleStripeWebhook = async ({
  payload,
  stripe,
  rawBody,
  signature,
  secret,
}: {
  payload: Payload
  stripe: Stripe
  rawBody: string
  signature: string | null
  secret: string
}): Promise<{ outcome: WebhookOutcome; eventId: string }> => {
  const event = verify(stripe, rawBody, signature, secret)
  const handler = WEBHOOK_HANDLERS[event.type]
  if (!handler) return { outcome: 'ignored', eventId: event.id }
  if (!(await claim(payload, event))) return { outcome: 'duplicate', eventId: event.id }
  try {
    await handler({ payload, stripe, event })
  } catch (error) {
    await releaseClaim(payload, event.id)
    throw error
  }
  // Once the handler has run, the claim stays even if this fails: Stripe's retry is a duplicate.
  await payload.update({
    collection: 'stripe-events',
    where: { eventId: { equals: event.id } },
    data: { status: 'processed' },
    overrideAccess: true,
  })
  return { outcome: 'processed', eventId: event.id }
}
