import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { isPaidStatus, type SellablePlanId, type SubscriptionStatus, TRIAL_PERIOD_DAYS } from '../../config/billing'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'
import { ensureCustomer } from './customers'
import { subscriptionPricesFor } from './prices'

export type CreateSubscriptionArgs = {
  payload: Payload
  stripe: Stripe
  user: User
  planId: SellablePlanId
  paymentMethodId: string
  email: string
  name: string
}

export type CreateSubscriptionResult = { requiresAction: boolean; clientSecret: string | null; subscriptionId: string }

/**
 * Subscribes the user with `default_incomplete`: Stripe creates the subscription and its first
 * invoice unpaid, and the browser confirms that payment with the client secret (3-D Secure
 * included). Every write carries an idempotency key built from the request, so a double click or
 * two concurrent calls end with one customer and one subscription.
 */
export const createSubscription = async ({
  payload,
  stripe,
  user,
  planId,
  paymentMethodId,
  email,
  name,
}: CreateSubscriptionArgs): Promise<CreateSubscriptionResult> => {
  if (isPaidStatus(user.billing?.subscriptionStatus)) {
    throw new AppError('conflict', 'You already have an active subscription. Manage it from your account settings.')
  }
  const customer = await ensureCustomer({ payload, stripe, user })
  const prices = subscriptionPricesFor(planId)
  // A trial is for first-time subscribers; anyone else pays the weekly price from the start.
  const hasTrial = planId === 'weekly_trial' && !user.billing?.hasUsedTrial
  const key = `subscribe-${user.id}-${planId}-${paymentMethodId}`

  try {
    await stripe.paymentMethods.attach(paymentMethodId, { customer }, { idempotencyKey: `${key}-attach` })
  } catch (error) {
    throw paymentError(error)
  }
  await stripe.customers.update(
    customer,
    { name, email, invoice_settings: { default_payment_method: paymentMethodId } },
    { idempotencyKey: `${key}-default` },
  )
  const subscription = await stripe.subscriptions.create(
    {
      customer,
      items: [{ price: prices.recurring }],
      default_payment_method: paymentMethodId,
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      ...(hasTrial && prices.trialFee
        ? { trial_period_days: TRIAL_PERIOD_DAYS, add_invoice_items: [{ price: prices.trialFee }] }
        : {}),
      metadata: { userId: String(user.id), planId },
      expand: ['latest_invoice.confirmation_secret'],
    },
    { idempotencyKey: key },
  )
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      billing: {
        ...user.billing,
        stripeCustomerId: customer,
        stripeSubscriptionId: subscription.id,
        subscriptionStatus: subscription.status as SubscriptionStatus,
        subscriptionCreatedAt: subscription.created,
      },
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const invoice = subscription.latest_invoice as Stripe.Invoice | null
  const clientSecret = invoice?.confirmation_secret?.client_secret ?? null
  const isPaymentDue = invoice?.status === 'open' && (invoice.amount_due ?? 0) > 0
  return { requiresAction: Boolean(clientSecret && isPaymentDue), clientSecret, subscriptionId: subscription.id }
}

/** Card problems are the customer's to fix (402 with Stripe's message); anything else is ours. */
export const paymentError = (error: unknown) => {
  const stripeError = error as { type?: string; message?: string; code?: string }
  if (stripeError?.type === 'StripeCardError' || stripeError?.type === 'StripeInvalidRequestError') {
    return new AppError('unprocessable', stripeError.message || 'Failed to process payment', {
      field: 'paymentMethodId',
    })
  }
  return error
}
