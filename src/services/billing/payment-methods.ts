import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'
import { paymentError } from './create-subscription'
import { ensureCustomer } from './customers'

type Args = { payload: Payload; stripe: Stripe; user: User }

export type PublicPaymentMethod = {
  id: string
  isDefault: boolean
  card: { brand: string; last4: string; exp_month: number; exp_year: number }
}

const customerOf = (user: User) => {
  const customer = user.billing?.stripeCustomerId
  if (!customer) throw new AppError('notFound', 'No payment methods yet')
  return customer
}

const defaultOf = async (stripe: Stripe, customer: string) => {
  const record = await stripe.customers.retrieve(customer)
  if (record.deleted) return null
  const value = record.invoice_settings?.default_payment_method
  return typeof value === 'string' ? value : (value?.id ?? null)
}

/** A method must belong to the caller's customer: anything else is "not found", never someone else's. */
const ownedMethod = async (stripe: Stripe, customer: string, id: string) => {
  const method = await stripe.paymentMethods.retrieve(id).catch(() => null)
  const owner = typeof method?.customer === 'string' ? method.customer : method?.customer?.id
  if (!method || owner !== customer) throw new AppError('notFound', 'Payment method not found')
  return method
}

export const listPaymentMethods = async ({ stripe, user }: Args) => {
  const customer = user.billing?.stripeCustomerId
  if (!customer) return { paymentMethods: [], defaultPaymentMethodId: null }
  const [methods, defaultId] = await Promise.all([
    stripe.paymentMethods.list({ customer, type: 'card', limit: 100 }),
    defaultOf(stripe, customer),
  ])
  const paymentMethods: PublicPaymentMethod[] = methods.data.map((method) => ({
    id: method.id,
    isDefault: method.id === defaultId,
    card: {
      brand: method.card?.brand ?? 'card',
      last4: method.card?.last4 ?? '',
      exp_month: method.card?.exp_month ?? 0,
      exp_year: method.card?.exp_year ?? 0,
    },
  }))
  return { paymentMethods, defaultPaymentMethodId: defaultId }
}

/** Attaches a card made by Stripe.js; the first card becomes the default. */
export const addPaymentMethod = async ({
  payload,
  stripe,
  user,
  paymentMethodId,
}: Args & { paymentMethodId: string }) => {
  const customer = await ensureCustomer({ payload, stripe, user })
  try {
    await stripe.paymentMethods.attach(
      paymentMethodId,
      { customer },
      { idempotencyKey: `attach-${customer}-${paymentMethodId}` },
    )
  } catch (error) {
    throw paymentError(error)
  }
  if (!(await defaultOf(stripe, customer))) {
    await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId } })
  }
}

export const setDefaultPaymentMethod = async ({
  stripe,
  user,
  paymentMethodId,
}: Args & { paymentMethodId: string }) => {
  const customer = customerOf(user)
  await ownedMethod(stripe, customer, paymentMethodId)
  await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId } })
  const subscriptionId = user.billing?.stripeSubscriptionId
  if (subscriptionId) await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId })
}

/** Removes a card; the default one stays (spec §4) — make another the default first. */
export const removePaymentMethod = async ({ stripe, user, paymentMethodId }: Args & { paymentMethodId: string }) => {
  const customer = customerOf(user)
  await ownedMethod(stripe, customer, paymentMethodId)
  if ((await defaultOf(stripe, customer)) === paymentMethodId) {
    throw new AppError('conflict', 'The default payment method cannot be removed. Make another card the default first.')
  }
  await stripe.paymentMethods.detach(paymentMethodId)
}
