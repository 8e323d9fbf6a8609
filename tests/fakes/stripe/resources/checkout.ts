import type { FakeContext } from '../context'
import type { FakeCheckoutSession } from '../types'

export type CheckoutCompletion = {
  customer?: string
  customerEmail?: string
  mode?: FakeCheckoutSession['mode']
  subscription?: string
  paymentIntent?: string
  invoice?: string
  amountTotal?: number
  currency?: string
  metadata?: Record<string, string>
  clientReferenceId?: string
  successUrl?: string
}

/**
 * The app does not create Checkout Sessions through the fake; tests that need the
 * `checkout.session.completed` webhook describe the finished session here.
 */
export const completeCheckoutSession = (fake: FakeContext, input: CheckoutCompletion): FakeCheckoutSession => {
  const now = fake.store.now()
  const session: FakeCheckoutSession = {
    id: fake.store.newId('cs_test'),
    object: 'checkout.session',
    amount_subtotal: input.amountTotal ?? 0,
    amount_total: input.amountTotal ?? 0,
    cancel_url: null,
    client_reference_id: input.clientReferenceId ?? null,
    created: now,
    currency: input.currency ?? 'usd',
    customer: input.customer ?? null,
    customer_email: input.customerEmail ?? null,
    expires_at: now + 86_400,
    invoice: input.invoice ?? null,
    livemode: false,
    metadata: input.metadata ?? {},
    mode: input.mode ?? (input.subscription ? 'subscription' : 'payment'),
    payment_intent: input.paymentIntent ?? null,
    payment_method_types: ['card'],
    payment_status: input.mode === 'setup' ? 'no_payment_required' : 'paid',
    setup_intent: null,
    status: 'complete',
    subscription: input.subscription ?? null,
    success_url: input.successUrl ?? null,
    url: null,
  }
  fake.store.checkoutSessions.set(session.id, session)
  fake.events.emit('checkout.session.completed', session)
  return session
}
