import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PLANS } from '@/config/plans'
import { pauseMarkerOf, resumeDayChoices, resumeInstant } from '@/config/subscription-pause'

import { getTestPayload } from '../helpers/payload'
import { type Billing, billingOf, startBilling } from '../helpers/stripe'
import { deliverAll, pauseRequest, resumeRequest, subscriber } from '../helpers/subscription-pause'

// What a pause costs (config/subscription-pause): nothing paid is lost, nothing unpaid is given.
// When the plan resumes, a new semester starts that day, billed in full less the credit recorded
// when the pause began; a renewal voided during the pause is never served for free.

let payload: Payload
let billing: Billing
const PRICE = PLANS.semester.priceCents

beforeAll(async () => {
  payload = await getTestPayload()
  billing = await startBilling()
})
afterAll(async () => billing?.stop())

/** Amounts paid on a subscription, largest first (payments made within one second share a `paidAt`). */
const paymentsOf = async (subscriptionId: string) =>
  (
    await payload.find({
      collection: 'payments',
      where: { stripeSubscriptionId: { equals: subscriptionId } },
      overrideAccess: true,
    })
  ).docs
    .map((payment) => payment.amountPaid)
    .sort((a, b) => b - a)

const DAY = 24 * 60 * 60

/** A student whose semester began `daysAgo` days ago (the fake's clock set back while they subscribe). */
const semesterStudent = async (daysAgo: number) => {
  billing.fake.setClock(Math.floor(Date.now() / 1000) - daysAgo * DAY)
  try {
    return await subscriber(payload, billing)
  } finally {
    billing.fake.setClock(null)
  }
}

/** Paused 30 days into the semester: the rest of it is still unused, and owed back at resume. */
const pausedStudent = async (week: number) => {
  const student = await semesterStudent(30)
  const resumeOn = resumeDayChoices()[week]!.resumeOn
  const paused = await pauseRequest(student.token, { resumeOn })
  expect(paused.status).toBe(200)
  await deliverAll(billing)
  const subscription = billing.fake.getSubscription(student.subscriptionId)
  const { creditCents, pausedAt } = pauseMarkerOf(subscription.metadata)!
  const [item] = subscription.items.data
  expect(creditCents).toBe(
    Math.floor(
      (PRICE * (item!.current_period_end - pausedAt)) / (item!.current_period_end - item!.current_period_start),
    ),
  )
  const periodSeconds = item!.current_period_end - item!.current_period_start
  expect(creditCents / PRICE).toBeCloseTo(1 - (30 * DAY) / periodSeconds, 2)
  expect(paused.json.credit).toEqual({ amountCents: creditCents, currency: 'usd' })
  return { ...student, resumeOn, creditCents }
}

/** The subscription's running period and the invoice that opened it. */
const restartedPeriod = (subscriptionId: string) => {
  const subscription = billing.fake.getSubscription(subscriptionId)
  const invoice = billing.fake.getInvoice(subscription.latest_invoice as string)
  return { subscription, invoice, customer: billing.fake.getCustomer(subscription.customer) }
}

const adjustmentsOf = (customerId: string) =>
  [...billing.fake.state.balanceTransactions.values()].filter(
    (transaction) => transaction.customer === customerId && transaction.type === 'adjustment',
  )

describe('resuming a paused semester', () => {
  it('early: a new semester starts today, billed in full less the unused part paid before the pause', async () => {
    const { user, token, subscriptionId, creditCents } = await pausedStudent(3)
    const before = Math.floor(Date.now() / 1000)
    expect((await resumeRequest(token)).json).toEqual({ pausedUntil: null, changed: true, startedNewSemester: true })
    await deliverAll(billing)

    const { subscription, invoice, customer } = restartedPeriod(subscriptionId)
    expect(subscription.items.data[0]!.current_period_start).toBeGreaterThanOrEqual(before)
    expect(invoice).toMatchObject({ status: 'paid', total: PRICE, amount_paid: PRICE - creditCents })
    expect(invoice.starting_balance).toBe(-creditCents)
    expect(customer.balance).toBe(0)
    expect(adjustmentsOf(customer.id).map((transaction) => transaction.amount)).toEqual([-creditCents])
    expect(await paymentsOf(subscriptionId)).toEqual([PRICE, PRICE - creditCents])
    expect(await billingOf(payload, user.id)).toMatchObject({
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString(),
    })
  })

  it('on the day: the renewal Stripe voided during the pause is replaced by a paid semester from that day', async () => {
    const { user, subscriptionId, resumeOn, creditCents } = await pausedStudent(1)
    const voided = billing.fake.advanceSubscription(subscriptionId, 'active')
    expect(billing.fake.getInvoice(voided.latest_invoice as string).status).toBe('void')
    await deliverAll(billing)
    expect(await paymentsOf(subscriptionId)).toEqual([PRICE])

    const resumesAt = resumeInstant(resumeOn).getTime() / 1000
    try {
      billing.fake.setClock(resumesAt + 60)
      const lifted = billing.takeEvents()
      expect(lifted.map((event) => event.type)).toEqual(['customer.subscription.updated'])
      // The same webhook delivered twice (Stripe retries; two servers): one credit, one bill.
      const deliveries = await Promise.all([billing.deliver(lifted[0]!), billing.deliver(lifted[0]!)])
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200])
      await deliverAll(billing)
    } finally {
      billing.fake.setClock(null)
    }

    const { subscription, invoice, customer } = restartedPeriod(subscriptionId)
    expect(subscription.pause_collection).toBeNull()
    expect(pauseMarkerOf(subscription.metadata)).toBeNull()
    expect(subscription.items.data[0]!.current_period_start).toBe(resumesAt + 60)
    expect(invoice).toMatchObject({ status: 'paid', total: PRICE, amount_paid: PRICE - creditCents })
    expect(adjustmentsOf(customer.id)).toHaveLength(1)
    expect(await paymentsOf(subscriptionId)).toEqual([PRICE, PRICE - creditCents])
    expect(await billingOf(payload, user.id)).toMatchObject({ subscriptionStatus: 'active', pausedUntil: null })

    // A later update of the same subscription settles nothing again.
    await billing.stripe.subscriptions.update(subscriptionId, { metadata: { note: 'later' } })
    await deliverAll(billing)
    expect(await paymentsOf(subscriptionId)).toEqual([PRICE, PRICE - creditCents])
  })

  it('set to cancel at period end: resuming lifts the pause and bills nothing', async () => {
    const { token, subscriptionId } = await pausedStudent(2)
    await billing.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })
    await deliverAll(billing)
    const latestBefore = billing.fake.getSubscription(subscriptionId).latest_invoice
    expect((await resumeRequest(token)).json).toEqual({ pausedUntil: null, changed: true, startedNewSemester: false })
    await deliverAll(billing)
    const subscription = billing.fake.getSubscription(subscriptionId)
    expect(subscription.pause_collection).toBeNull()
    expect(pauseMarkerOf(subscription.metadata)).toBeNull()
    expect(subscription.latest_invoice).toBe(latestBefore)
    expect(adjustmentsOf(subscription.customer)).toEqual([])
    expect(await paymentsOf(subscriptionId)).toEqual([PRICE])
  })

  it('a pause made in Stripe itself (no credit recorded) that voided a renewal: the semester restarts at full price', async () => {
    const { subscriptionId } = await semesterStudent(30)
    const resumesAt = resumeInstant(resumeDayChoices()[4]!.resumeOn).getTime() / 1000
    await billing.stripe.subscriptions.update(subscriptionId, {
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    })
    billing.fake.advanceSubscription(subscriptionId, 'active')
    await deliverAll(billing)
    await billing.stripe.subscriptions.update(subscriptionId, { pause_collection: '' })
    await deliverAll(billing)
    const { invoice, customer } = restartedPeriod(subscriptionId)
    expect(invoice).toMatchObject({ status: 'paid', total: PRICE, amount_paid: PRICE })
    expect(adjustmentsOf(customer.id)).toEqual([])
    expect(await paymentsOf(subscriptionId)).toEqual([PRICE, PRICE])
  })
})
