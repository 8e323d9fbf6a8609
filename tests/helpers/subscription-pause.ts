import type { Payload } from 'payload'
import { expect } from 'vitest'

import type { Locale } from '@/config/locales'

import { createUser, STRONG_PASSWORD } from './factories'
import { rest } from './rest'
import type { Billing } from './stripe'

export const tokenOf = async (email: string) =>
  (await rest('POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } })).json.token as string

export const pauseRequest = (token: string | undefined, body: unknown, locale: Locale = 'en') =>
  rest('POST', '/subscription/pause', { token, body, headers: { 'accept-language': locale } })

export const resumeRequest = (token: string | undefined, locale: Locale = 'en') =>
  rest('POST', '/subscription/resume', { token, headers: { 'accept-language': locale } })

/** Delivers every event the fake emitted, and those the app's own Stripe calls emit meanwhile, until none is left. */
export const deliverAll = async (billing: Billing) => {
  for (let events = billing.takeEvents(); events.length > 0; events = billing.takeEvents()) {
    for (const event of events) expect((await billing.deliver(event)).status).toBe(200)
  }
}

/** A student on a paid plan, subscribed the way checkout does it (card confirmed, webhooks delivered). */
export const subscriber = async (
  payload: Payload,
  billing: Billing,
  planId: 'semester' | 'weekly_trial' = 'semester',
) => {
  const user = await createUser(payload, { plan: 'onboarding' })
  const token = await tokenOf(user.email)
  const paymentMethodId = (await billing.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })).id
  const created = await rest('POST', '/subscription/create', {
    token,
    body: { paymentMethodId, planId, email: user.email, name: user.name },
  })
  await billing.stripe.paymentIntents.confirm(created.json.clientSecret.split('_secret_')[0])
  await deliverAll(billing)
  return { user, token, subscriptionId: created.json.subscriptionId as string }
}
