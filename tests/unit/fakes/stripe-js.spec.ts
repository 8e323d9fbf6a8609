import type { PaymentIntentResult, Stripe as StripeJs, StripeConstructor } from '@stripe/stripe-js'
import { Window } from 'happy-dom'
import type Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { fakeStripeJsSource, startFakeStripe, type FakeStripe } from '../../fakes/stripe'
import { intentIdFromSecret, latestInvoice, sdkFor, seedCatalog } from './stripe-helpers'

/**
 * The fake Stripe.js in a DOM without a browser (happy-dom): enough to check its wiring end to end
 * against the fake API. The real browser flows are covered by the e2e suite.
 */
let fake: FakeStripe
let stripe: Stripe
let window: Window

beforeAll(async () => {
  fake = await startFakeStripe()
  stripe = sdkFor(fake)
})
afterAll(() => fake.stop())
beforeEach(() => fake.reset())
afterEach(async () => {
  await window?.happyDOM.close()
})

type Input = { value: string; dispatchEvent: (event: unknown) => boolean; focus: () => void; blur: () => void }

const loadStripeJs = (): StripeJs => {
  window = new Window({ url: 'http://app.test/checkout' })
  window.document.body.innerHTML =
    '<form><div id="number"></div><div id="expiry"></div><div id="cvc"></div><div id="card"></div><div id="express"></div></form>'
  // The script only needs `window` and `document`; fetch, URL and timers come from Node.
  new Function('window', 'document', fakeStripeJsSource(fake.url))(window, window.document)
  const factory = (window as unknown as { Stripe: StripeConstructor }).Stripe
  return factory(fake.publishableKey)
}

const field = (label: string): Input => {
  const input = window.document.querySelector(`[aria-label="${label}"]`)
  if (!input) throw new Error(`No input labelled ${label}`)
  return input as unknown as Input
}

const typeInto = (label: string, value: string): void => {
  const input = field(label)
  input.focus()
  input.value = value
  input.dispatchEvent(new window.Event('input', { bubbles: true }))
  input.blur()
}

const mountSplitCard = (stripeJs: StripeJs) => {
  const elements = stripeJs.elements()
  const number = elements.create('cardNumber')
  number.mount('#number')
  elements.create('cardExpiry').mount('#expiry')
  elements.create('cardCvc').mount('#cvc')
  return { elements, number }
}

const fillCard = (number: string) => {
  typeInto('Card number', number)
  typeInto('Expiration date MM / YY', '12 / 40')
  typeInto('CVC', '123')
}

const checkoutSecret = async (): Promise<{ secret: string; subscription: Stripe.Subscription }> => {
  const { weekly, trialFee } = await seedCatalog(stripe)
  const customer = await stripe.customers.create({})
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: weekly.id }],
    trial_period_days: 3,
    add_invoice_items: [{ price: trialFee.id }],
    payment_behavior: 'default_incomplete',
    expand: ['latest_invoice.confirmation_secret'],
  })
  return { secret: latestInvoice(subscription).confirmation_secret?.client_secret ?? '', subscription }
}

const clickButton = async (name: string): Promise<void> => {
  const button = await vi.waitFor(() => {
    const found = [...window.document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === name)
    if (!found) throw new Error(`no ${name} button yet`)
    return found
  })
  ;(button as unknown as { click: () => void }).click()
}

describe('fake Stripe.js source', () => {
  it('is valid JavaScript', () => {
    expect(() => new Function(fakeStripeJsSource('http://127.0.0.1:1234'))).not.toThrow()
  })

  it('defines window.Stripe the way @stripe/stripe-js and react-stripe-js expect', () => {
    const stripeJs = loadStripeJs() as StripeJs & { _registerWrapper: unknown; registerAppInfo: unknown }
    const factory = (window as unknown as { Stripe: StripeConstructor & Record<string, unknown> }).Stripe
    expect(factory.version).toBe('endive')
    expect(typeof factory._registerWrapper).toBe('function')
    for (const name of [
      'elements',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
      '_registerWrapper',
      'registerAppInfo',
    ]) {
      expect(typeof (stripeJs as unknown as Record<string, unknown>)[name]).toBe('function')
    }
  })
})

describe('card elements', () => {
  it('renders labelled inputs, validates like Stripe and creates a PaymentMethod', async () => {
    const stripeJs = loadStripeJs()
    const { number } = mountSplitCard(stripeJs)
    const changes: { complete: boolean; error?: { message: string }; brand?: string }[] = []
    number.on('change', (event) => changes.push(event))
    await new Promise<void>((resolve) => number.on('ready', () => resolve()))

    typeInto('Card number', '4242424242424241')
    expect(changes.at(-1)?.error?.message).toBe('Your card number is invalid.')
    typeInto('Card number', '4242 4242 4242 4242')
    expect(changes.at(-1)).toMatchObject({ complete: true, brand: 'visa', error: undefined })
    expect(field('Card number').value).toBe('4242 4242 4242 4242')

    const requestsBefore = fake.stats.requests
    const incomplete = await stripeJs.createPaymentMethod({ type: 'card', card: number })
    expect(incomplete.error).toMatchObject({
      code: 'incomplete_expiry',
      message: "Your card's expiration date is incomplete.",
    })
    typeInto('Expiration date MM / YY', '0120')
    const past = await stripeJs.createPaymentMethod({ type: 'card', card: number })
    expect(past.error?.message).toBe("Your card's expiration date is in the past.")
    expect(fake.stats.requests).toBe(requestsBefore)

    typeInto('Expiration date MM / YY', '1240')
    expect(field('Expiration date MM / YY').value).toBe('12 / 40')
    typeInto('CVC', '123')
    const result = await stripeJs.createPaymentMethod({ type: 'card', card: number, billing_details: { name: 'Ada' } })
    expect(result.paymentMethod).toMatchObject({
      card: { last4: '4242', exp_month: 12, exp_year: 2040 },
      billing_details: { name: 'Ada' },
    })
    expect(fake.state.paymentMethods.has(result.paymentMethod?.id ?? '')).toBe(true)
  })
})

describe('confirming payments', () => {
  it('confirms a subscription PaymentIntent with a plain card', async () => {
    const stripeJs = loadStripeJs()
    const { number } = mountSplitCard(stripeJs)
    fillCard('4242424242424242')
    const { secret, subscription } = await checkoutSecret()
    const result = await stripeJs.confirmCardPayment(secret, { payment_method: { card: number } })
    expect(result.paymentIntent).toMatchObject({ id: intentIdFromSecret(secret), status: 'succeeded' })
    expect(fake.getSubscription(subscription.id).status).toBe('trialing')
  })

  it('shows the 3-D Secure dialog and completes on "Complete authentication"', async () => {
    const stripeJs = loadStripeJs()
    const { number } = mountSplitCard(stripeJs)
    fillCard('4000002760003184')
    const { secret } = await checkoutSecret()
    const pending = stripeJs.confirmCardPayment(secret, { payment_method: { card: number } })
    await clickButton('Complete authentication')
    expect((await pending).paymentIntent?.status).toBe('succeeded')
    expect(window.document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('reports a failed 3-D Secure authentication as an error', async () => {
    const stripeJs = loadStripeJs()
    const { number } = mountSplitCard(stripeJs)
    fillCard('4000002760003184')
    const { secret } = await checkoutSecret()
    const pending = stripeJs.confirmCardPayment(secret, { payment_method: { card: number } })
    const dialog = await vi.waitFor(
      () => window.document.querySelector('[role="dialog"]') ?? Promise.reject(new Error('none')),
    )
    expect(dialog.querySelector('h2')?.textContent).toBe('3D Secure authentication')
    await clickButton('Fail authentication')
    const { error } = await pending
    expect(error?.message).toMatch(/^We are unable to authenticate your payment method\./)
    expect(error?.payment_intent?.status).toBe('requires_payment_method')
  })

  it('returns the decline for a declined card', async () => {
    const stripeJs = loadStripeJs()
    const { number } = mountSplitCard(stripeJs)
    fillCard('4000000000000002')
    const { secret } = await checkoutSecret()
    const { error } = await stripeJs.confirmCardPayment(secret, { payment_method: { card: number } })
    expect(error).toMatchObject({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' })
  })

  it('confirms with confirmPayment and a combined card element', async () => {
    const stripeJs = loadStripeJs()
    const elements = stripeJs.elements()
    elements.create('card').mount('#card')
    fillCard('5555555555554444')
    expect(await elements.submit()).toEqual({})
    const { secret } = await checkoutSecret()
    const result = await stripeJs.confirmPayment({ elements, clientSecret: secret, redirect: 'if_required' })
    expect(result.paymentIntent?.status).toBe('succeeded')
  })

  it('pays with the Express Checkout (Link) button', async () => {
    const stripeJs = loadStripeJs()
    const elements = stripeJs.elements({ mode: 'subscription', amount: 99, currency: 'usd' })
    const express = elements.create('expressCheckout')
    const { secret } = await checkoutSecret()
    const ready = new Promise<unknown>((resolve) => express.on('ready', resolve))
    const confirmed = new Promise<PaymentIntentResult>((resolve) => {
      express.on('confirm', () => {
        void stripeJs.confirmPayment({ elements, clientSecret: secret, redirect: 'if_required' }).then(resolve)
      })
    })
    express.mount('#express')
    expect(await ready).toMatchObject({ availablePaymentMethods: { link: true, applePay: false, googlePay: false } })
    ;(window.document.querySelector('[data-fake-stripe-express]') as unknown as { click: () => void }).click()
    expect((await confirmed).paymentIntent?.status).toBe('succeeded')
  })

  it('saves a card with confirmCardSetup through 3-D Secure', async () => {
    const stripeJs = loadStripeJs()
    const { number } = mountSplitCard(stripeJs)
    fillCard('4000002760003184')
    const customer = await stripe.customers.create({})
    const intent = await stripe.setupIntents.create({ customer: customer.id })
    const pending = stripeJs.confirmCardSetup(intent.client_secret ?? '', { payment_method: { card: number } })
    await clickButton('Complete authentication')
    expect((await pending).setupIntent?.status).toBe('succeeded')
    expect((await stripe.paymentMethods.list({ customer: customer.id })).data).toHaveLength(1)
  })
})
