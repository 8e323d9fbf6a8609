import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAID_WEEKLY_ABUSE_CAP } from '@/config/limits'
import type { Locale } from '@/config/locales'
import { PLANS } from '@/config/plans'
import {
  pauseMarkerOf,
  resumeDayChoices,
  resumeInstant,
  SUBSCRIPTION_PAUSE,
  unusedPaidCents,
  utcDay,
} from '@/config/subscription-pause'
import type { ValidationMessageKey } from '@/lib/validation/messages'

import { createUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { type Billing, billingOf, startBilling } from '../helpers/stripe'
import {
  deliverAll as deliverAllEvents,
  pauseRequest,
  resumeRequest,
  subscriber as subscribeStudent,
  tokenOf,
} from '../helpers/subscription-pause'

let payload: Payload
let billing: Billing
let adminToken: string

const DAY_MS = 24 * 60 * 60 * 1000
const SEMESTER_MONTHLY_CENTS = PLANS.semester.priceCents / PLANS.semester.intervalCount

const messageOf = (locale: Locale, key: ValidationMessageKey): string =>
  JSON.parse(readFileSync(`src/messages/${locale}.json`, 'utf8')).validation[key]

const deliverAll = () => deliverAllEvents(billing)
const subscriber = (planId: 'semester' | 'weekly_trial' = 'semester') => subscribeStudent(payload, billing, planId)
const pause = pauseRequest
const resume = resumeRequest

const mrrCents = async () => {
  const stats = await rest('GET', '/analytics/stats/detailed?period=7d', { token: adminToken })
  expect(stats.status).toBe(200)
  return Math.round(stats.json.monthlyRecurringRevenue * 100)
}
const current = async (token: string) => (await rest('GET', '/subscription/current', { token })).json

beforeAll(async () => {
  payload = await getTestPayload()
  billing = await startBilling()
  const admin = await createUser(payload, { role: 'admin' })
  adminToken = await tokenOf(admin.email)
})
afterAll(async () => billing?.stop())

describe('pausing the semester plan', () => {
  it('pauses through Stripe pause_collection: no premium access, no MRR, until the resume day', async () => {
    const { user, token, subscriptionId } = await subscriber()
    const mrrBefore = await mrrCents()
    const resumeOn = resumeDayChoices()[2]!.resumeOn
    const resumesAt = resumeInstant(resumeOn)

    const response = await pause(token, { resumeOn })
    expect(response.status).toBe(200)
    const inStripe = billing.fake.getSubscription(subscriptionId)
    expect(inStripe.pause_collection).toEqual({
      behavior: SUBSCRIPTION_PAUSE.behavior,
      resumes_at: resumesAt.getTime() / 1000,
    })
    expect(inStripe.status).toBe('active')
    // The pause's start and the unused part of the paid semester, kept for the day it resumes.
    const marker = pauseMarkerOf(inStripe.metadata)!
    const [item] = inStripe.items.data
    const expectedCredit = unusedPaidCents({
      paidCents: PLANS.semester.priceCents,
      periodStart: item!.current_period_start,
      periodEnd: item!.current_period_end,
      at: marker.pausedAt,
    })
    expect(marker.creditCents).toBe(expectedCredit)
    expect(expectedCredit).toBeGreaterThan(PLANS.semester.priceCents * 0.99)
    expect(response.json).toEqual({
      pausedUntil: resumesAt.toISOString(),
      changed: true,
      credit: { amountCents: expectedCredit, currency: 'usd' },
    })
    const events = billing.takeEvents()
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.updated'])
    expect(events[0]!.data.previous_attributes).toMatchObject({ pause_collection: null })
    for (const event of events) expect((await billing.deliver(event)).status).toBe(200)

    expect(await billingOf(payload, user.id)).toMatchObject({
      plan: 'semester',
      subscriptionStatus: 'active',
      pausedUntil: resumesAt.toISOString(),
    })
    expect(await current(token)).toMatchObject({
      planId: 'semester',
      weeklyLimit: user.requestLimit,
      subscription: { pausedUntil: resumesAt.toISOString(), canPause: true },
    })
    expect((await rest('GET', '/access/status', { token })).json).toMatchObject({ isPaid: false, status: 'approved' })
    expect((await mrrCents()) - mrrBefore).toBeCloseTo(-SEMESTER_MONTHLY_CENTS, -1)
  })

  it('is idempotent: the same day again changes nothing, another day moves the resume date', async () => {
    const { token, subscriptionId } = await subscriber()
    const [first, second] = [resumeDayChoices()[0]!.resumeOn, resumeDayChoices()[7]!.resumeOn]
    const paused = await pause(token, { resumeOn: first })
    expect(paused.json.changed).toBe(true)
    await deliverAll()
    const again = await pause(token, { resumeOn: first })
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ ...paused.json, changed: false })
    expect(billing.takeEvents()).toEqual([])
    const pausedAt = pauseMarkerOf(billing.fake.getSubscription(subscriptionId).metadata)!.pausedAt
    const moved = await pause(token, { resumeOn: second })
    expect(moved.json).toMatchObject({ pausedUntil: resumeInstant(second).toISOString(), changed: true })
    // Moving the resume day keeps the pause's start, and so its credit.
    expect(pauseMarkerOf(billing.fake.getSubscription(subscriptionId).metadata)!.pausedAt).toBe(pausedAt)
    expect(billing.fake.getSubscription(subscriptionId).pause_collection?.resumes_at).toBe(
      resumeInstant(second).getTime() / 1000,
    )
    await deliverAll()
  })

  it('resumes early: billing, premium access and MRR come back; resuming again is a no-op', async () => {
    const { user, token, subscriptionId } = await subscriber()
    await pause(token, { resumeOn: resumeDayChoices()[3]!.resumeOn })
    await deliverAll()
    const mrrPaused = await mrrCents()

    const response = await resume(token)
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ pausedUntil: null, changed: true, startedNewSemester: true })
    const inStripe = billing.fake.getSubscription(subscriptionId)
    expect(inStripe.pause_collection).toBeNull()
    expect(pauseMarkerOf(inStripe.metadata)).toBeNull()
    await deliverAll()
    expect((await billingOf(payload, user.id)).pausedUntil ?? null).toBeNull()
    expect(await current(token)).toMatchObject({
      weeklyLimit: PAID_WEEKLY_ABUSE_CAP,
      subscription: { pausedUntil: null },
    })
    expect((await mrrCents()) - mrrPaused).toBeCloseTo(SEMESTER_MONTHLY_CENTS, -1)

    const again = await resume(token)
    expect(again.json).toEqual({ pausedUntil: null, changed: false, startedNewSemester: false })
    expect(billing.takeEvents()).toEqual([])
  })

  it('mirrors a pause made in Stripe itself from its webhook alone', async () => {
    const { user, subscriptionId } = await subscriber()
    const resumesAt = resumeInstant(resumeDayChoices()[4]!.resumeOn)
    await billing.stripe.subscriptions.update(subscriptionId, {
      pause_collection: { behavior: 'void', resumes_at: resumesAt.getTime() / 1000 },
    })
    await deliverAll()
    expect((await billingOf(payload, user.id)).pausedUntil).toBe(resumesAt.toISOString())
  })
})

describe('what cannot be paused', () => {
  const today = new Date()
  const day = (offsetDays: number) => utcDay(new Date(today.getTime() + offsetDays * DAY_MS))

  it.each([
    ['no resume day', {}],
    ['yesterday', { resumeOn: day(-1) }],
    ['today', { resumeOn: day(0) }],
    ['more than 8 weeks ahead', { resumeOn: day(SUBSCRIPTION_PAUSE.maxWeeks * 7 + 1) }],
    ['a day that does not exist', { resumeOn: `${today.getUTCFullYear() + 1}-02-30` }],
    ['a date and time', { resumeOn: `${day(7)}T12:00:00Z` }],
    ['a number', { resumeOn: 7 }],
  ])('refuses %s with a translated 400 and changes nothing', async (_case, body) => {
    const { user, token, subscriptionId } = await subscriber()
    const response = await pause(token, body, 'fr')
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ field: 'resumeOn', message: messageOf('fr', 'resumeOnInvalid') })
    expect(billing.fake.getSubscription(subscriptionId).pause_collection).toBeNull()
    expect(billing.takeEvents()).toEqual([])
    expect((await billingOf(payload, user.id)).pausedUntil ?? null).toBeNull()
  })

  it('refuses the weekly plan (409, translated): only the semester plan pauses', async () => {
    const { token, subscriptionId } = await subscriber('weekly_trial')
    const response = await pause(token, { resumeOn: resumeDayChoices()[0]!.resumeOn }, 'de')
    expect(response.status).toBe(409)
    expect(response.json.message).toBe(messageOf('de', 'pauseSemesterOnly'))
    expect(billing.fake.getSubscription(subscriptionId).pause_collection).toBeNull()
    expect((await current(token)).subscription.canPause).toBe(false)
  })

  it('refuses an account without a subscription, to pause or to resume (409, translated)', async () => {
    const user = await createUser(payload, { plan: 'free' })
    const token = await tokenOf(user.email)
    const paused = await pause(token, { resumeOn: resumeDayChoices()[0]!.resumeOn }, 'ja')
    expect(paused.status).toBe(409)
    expect(paused.json.message).toBe(messageOf('ja', 'pauseNeedsSubscription'))
    expect((await resume(token, 'ar')).json.message).toBe(messageOf('ar', 'pauseNeedsSubscription'))
    expect((await billingOf(payload, user.id)).pausedUntil ?? null).toBeNull()
  })

  it('answers 503 with "try again" and changes nothing while Stripe cannot be reached', async () => {
    const { user, token, subscriptionId } = await subscriber()
    const reachable = process.env.STRIPE_API_BASE
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9'
    try {
      const response = await pause(token, { resumeOn: resumeDayChoices()[0]!.resumeOn }, 'it')
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('60')
      expect(response.json.message).toBe(messageOf('it', 'paymentsUnavailable'))
    } finally {
      process.env.STRIPE_API_BASE = reachable
    }
    expect(billing.fake.getSubscription(subscriptionId).pause_collection).toBeNull()
    expect((await billingOf(payload, user.id)).pausedUntil ?? null).toBeNull()
  })

  it('needs a signed-in student', async () => {
    expect((await pause(undefined, { resumeOn: resumeDayChoices()[0]!.resumeOn })).status).toBe(401)
    expect((await resume(undefined)).status).toBe(401)
  })
})
