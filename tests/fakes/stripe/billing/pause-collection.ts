import type { FakeContext } from '../context'
import { invalidRequest } from '../errors'
import type { Params } from '../form'
import type { FakeInvoice, FakeSubscription } from '../types'
import { voidInvoice } from './invoices'
import { updateSubscriptionWith } from './subscriptions'

type PauseBehavior = NonNullable<FakeSubscription['pause_collection']>['behavior']
const BEHAVIORS: readonly PauseBehavior[] = ['keep_as_draft', 'mark_uncollectible', 'void']

/**
 * `pause_collection` of POST /v1/subscriptions/:id, as Stripe reads it: an empty value lifts the
 * pause; otherwise `behavior` is required and `resumes_at`, when given, must lie ahead. The
 * subscription's `status` is untouched (it stays `active`): only collection pauses, and the
 * caller's `updateSubscriptionWith` emits `customer.subscription.updated` with the old value.
 * (`customer.subscription.paused` / `resumed` are for the `paused` status, not for this.)
 */
export const applyPauseCollection = (fake: FakeContext, subscription: FakeSubscription, p: Params): void => {
  if (!p.has('pause_collection')) return
  const pause = p.child('pause_collection')
  if (!pause) {
    subscription.pause_collection = null
    return
  }
  const behavior = pause.requiredString('behavior') as PauseBehavior
  if (!BEHAVIORS.includes(behavior)) {
    throw invalidRequest(
      `Invalid pause_collection[behavior]: must be one of keep_as_draft, mark_uncollectible, or void`,
      'pause_collection[behavior]',
    )
  }
  const resumesAt = pause.int('resumes_at') ?? null
  if (resumesAt !== null && resumesAt <= fake.store.now()) {
    throw invalidRequest('pause_collection[resumes_at] must be in the future.', 'pause_collection[resumes_at]')
  }
  subscription.pause_collection = { behavior, resumes_at: resumesAt }
}

/**
 * What a renewal invoice becomes while collection is paused: never charged. `void` voids it,
 * `mark_uncollectible` writes it off, `keep_as_draft` leaves it unfinalised. False when not paused.
 */
export const holdInvoiceWhilePaused = (
  fake: FakeContext,
  subscription: FakeSubscription,
  invoice: FakeInvoice,
): boolean => {
  const behavior = subscription.pause_collection?.behavior
  if (!behavior) return false
  const now = fake.store.now()
  if (behavior === 'void') voidInvoice(fake, invoice)
  else if (behavior === 'mark_uncollectible') {
    invoice.status = 'uncollectible'
    invoice.auto_advance = false
    invoice.status_transitions.marked_uncollectible_at = now
  } else {
    invoice.status = 'draft'
    invoice.auto_advance = false
    invoice.status_transitions.finalized_at = null
  }
  invoice.next_payment_attempt = null
  return true
}

/**
 * Stripe's scheduler: at `resumes_at` a paused collection resumes by itself, with one
 * `customer.subscription.updated` (previous `pause_collection` in `previous_attributes`). The fake
 * runs it before answering any request and whenever its clock is moved, so tests that pin the
 * clock past the date see the resume, and so do running apps once real time has passed it.
 */
export const resumeDuePauses = (fake: FakeContext): FakeSubscription[] => {
  const now = fake.store.now()
  const resumed: FakeSubscription[] = []
  for (const subscription of fake.store.subscriptions.values()) {
    const resumesAt = subscription.pause_collection?.resumes_at
    if (!resumesAt || resumesAt > now || subscription.status === 'canceled') continue
    updateSubscriptionWith(fake, subscription, () => (subscription.pause_collection = null))
    resumed.push(subscription)
  }
  return resumed
}
