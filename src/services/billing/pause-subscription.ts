import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { isPaidStatus } from '../../config/billing'
import {
  canPausePlan,
  isCollectionPaused,
  pauseMarkerOf,
  resumeInstant,
  SUBSCRIPTION_PAUSE,
} from '../../config/subscription-pause'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'
import { pauseMarkerMetadata, settlePause } from './settle-pause'
import { syncSubscription } from './sync-subscription'

type PauseMessages = { pauseNeedsSubscription: string; pauseSemesterOnly: string }

export type PauseResult = {
  /** When billing and premium access resume (ISO instant), or null when the plan runs. */
  pausedUntil: string | null
  /** False when the subscription already was in the asked state (a repeated request). */
  changed: boolean
}

export type ResumeResult = PauseResult & {
  /** True when a new semester started on resuming (billed less the pause's credit). */
  startedNewSemester: boolean
}

export type PauseStartResult = PauseResult & {
  /** What comes off the next semester's price when the plan resumes (cents, the plan's currency). */
  credit: { amountCents: number; currency: string } | null
}

/** The account as stored now (the session's copy may predate a webhook) and its running subscription. */
const runningSubscription = async (payload: Payload, user: User, messages: PauseMessages) => {
  const fresh = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
  const subscriptionId = fresh.billing?.stripeSubscriptionId
  if (!subscriptionId || !isPaidStatus(fresh.billing?.subscriptionStatus)) {
    throw new AppError('conflict', messages.pauseNeedsSubscription)
  }
  const pausedUntil = isCollectionPaused(fresh.billing?.pausedUntil) ? fresh.billing!.pausedUntil! : null
  return { fresh, subscriptionId, pausedUntil }
}

/** The credit a pause recorded (what comes off the next semester), as the endpoint reports it. */
const creditFromSubscription = (subscription: Stripe.Subscription): PauseStartResult['credit'] => {
  const creditCents = pauseMarkerOf(subscription.metadata)?.creditCents ?? 0
  return creditCents > 0 ? { amountCents: creditCents, currency: subscription.currency } : null
}

const creditOf = async (stripe: Stripe, subscriptionId: string) =>
  creditFromSubscription(await stripe.subscriptions.retrieve(subscriptionId))

/**
 * Pauses the semester plan until `resumeOn` (validated by the endpoint: tomorrow … 8 weeks ahead):
 * Stripe's `pause_collection` voids what it would invoice meanwhile and lifts the pause by itself at
 * `resumes_at`; the metadata records when the pause began and the credit owed at resume
 * (config/subscription-pause). Asking again for the same day changes nothing; another day moves
 * the resume date and keeps the pause's start. The account mirrors Stripe at once (the webhooks
 * that follow find it already in that state).
 */
export const pauseSubscription = async ({
  payload,
  stripe,
  user,
  resumeOn,
  messages,
}: {
  payload: Payload
  stripe: Stripe
  user: User
  resumeOn: string
  messages: PauseMessages
}): Promise<PauseStartResult> => {
  const { fresh, subscriptionId, pausedUntil } = await runningSubscription(payload, user, messages)
  if (!canPausePlan(fresh.plan) || fresh.billing?.subscriptionStatus !== 'active') {
    throw new AppError('conflict', messages.pauseSemesterOnly, { field: 'resumeOn' })
  }
  const resumesAt = resumeInstant(resumeOn)
  if (pausedUntil && new Date(pausedUntil).getTime() === resumesAt.getTime()) {
    return { pausedUntil, changed: false, credit: await creditOf(stripe, subscriptionId) }
  }
  // A new pause records its start and credit; moving the resume day leaves them as they are.
  const marker = pausedUntil ? {} : { metadata: await pauseMarkerMetadata({ stripe, subscriptionId }) }
  const updated = await stripe.subscriptions.update(subscriptionId, {
    pause_collection: { behavior: SUBSCRIPTION_PAUSE.behavior, resumes_at: Math.floor(resumesAt.getTime() / 1000) },
    ...marker,
  })
  await syncSubscription({ payload, stripe, subscriptionId })
  return { pausedUntil: resumesAt.toISOString(), changed: true, credit: creditFromSubscription(updated) }
}

/**
 * Resumes a paused plan now: premium access at once, and a new semester from today billed less the
 * pause's credit (settle-pause). Resuming a running plan changes nothing.
 */
export const resumeSubscription = async ({
  payload,
  stripe,
  user,
  messages,
}: {
  payload: Payload
  stripe: Stripe
  user: User
  messages: PauseMessages
}): Promise<ResumeResult> => {
  const { subscriptionId, pausedUntil } = await runningSubscription(payload, user, messages)
  if (!pausedUntil) return { pausedUntil: null, changed: false, startedNewSemester: false }
  const settled = await settlePause({ stripe, subscriptionId, liftPause: true })
  await syncSubscription({ payload, stripe, subscriptionId })
  return { pausedUntil: null, changed: true, startedNewSemester: settled.outcome === 'restarted' }
}
