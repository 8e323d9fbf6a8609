import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FREE_WEEKLY_REQUEST_LIMIT } from '@/config/limits'
import { VALIDATION_MESSAGES } from '@/lib/validation/messages'
import { chooseFreePlan } from '@/services/billing/choose-free-plan'

import type { FakeModel } from '../fakes/openai/server'
import { ask, startModel, tokenFor } from '../helpers/answers'
import { createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { readOutbox } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { type Billing, startBilling } from '../helpers/stripe'

let payload: Payload
let model: FakeModel
let billing: Billing
let adminToken: string

/** A student as the site creates one: POST /api/auth/register (plan onboarding, pending request). */
const signUp = async () => {
  const email = uniqueEmail('free')
  const response = await rest('POST', '/auth/register', {
    body: { name: 'Free Student', email, password: STRONG_PASSWORD },
  })
  expect(response.status).toBe(201)
  return { id: response.json.user.id as number, email, token: response.json.token as string }
}

const chooseFree = (token: string | undefined, options: { body?: unknown; locale?: string } = {}) =>
  rest('POST', `/subscription/free${options.locale ? `?locale=${options.locale}` : ''}`, { token, body: options.body })

const accessStatus = (token: string) => rest('GET', '/access/status', { token })

const planOf = async (id: number) => (await payload.findByID({ collection: 'users', id, depth: 0 })).plan

const requestsOf = async (userId: number) =>
  (await payload.find({ collection: 'access-requests', where: { user: { equals: userId } }, depth: 0 })).docs

/** A paid account the way billing leaves it: the paid plan and Stripe's status mirrored on the row. */
const paidStudent = async (plan: 'weekly_trial' | 'weekly' | 'semester', status: 'trialing' | 'active') => {
  const user = await createUser(payload, { plan })
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { billing: { subscriptionStatus: status, stripeSubscriptionId: `sub_${user.id}` } },
    context: { disableRevalidate: true },
  })
  await payload.create({ collection: 'access-requests', data: { user: user.id, status: 'pending' } })
  return { user, token: await tokenFor(user.email) }
}

beforeAll(async () => {
  payload = await getTestPayload()
  model = await startModel()
  billing = await startBilling()
  const admin = await createUser(payload, { role: 'admin' })
  adminToken = await tokenFor(admin.email)
})
afterAll(async () => {
  await model?.stop()
  await billing?.stop()
})

describe('POST /api/subscription/free', () => {
  it('needs a signed-in account (401)', async () => {
    const response = await chooseFree(undefined)
    expect(response.status).toBe(401)
    expect(response.json.message).toBe(VALIDATION_MESSAGES.signInRequired)
  })

  it('moves onboarding → free and leaves the access request pending', async () => {
    const student = await signUp()
    expect(await planOf(student.id)).toBe('onboarding')
    expect((await accessStatus(student.token)).json).toMatchObject({ status: 'pending', plan: 'onboarding' })

    // A bodiless POST, as the site's button sends it.
    const response = await chooseFree(student.token)
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      changed: true,
      plan: 'free',
      status: 'pending',
      isPaid: false,
      weeklyLimit: FREE_WEEKLY_REQUEST_LIMIT,
    })
    expect(await planOf(student.id)).toBe('free')
    expect((await requestsOf(student.id)).map((request) => request.status)).toEqual(['pending'])
    expect((await rest('GET', '/auth/verify', { token: student.token })).json.user.plan).toBe('free')
  })

  it('is a no-op the second time (and with an empty JSON body)', async () => {
    const student = await signUp()
    expect((await chooseFree(student.token)).json.changed).toBe(true)
    const again = await chooseFree(student.token, { body: {} })
    expect(again.status).toBe(200)
    expect(again.json).toMatchObject({ changed: false, plan: 'free', status: 'pending' })
    expect(await requestsOf(student.id)).toHaveLength(1)
  })

  it.each([
    ['weekly_trial', 'trialing'],
    ['weekly', 'active'],
    ['semester', 'active'],
  ] as const)(
    'refuses a paid plan (%s, %s) with 409, in the reader’s language, changing nothing',
    async (plan, status) => {
      const { user, token } = await paidStudent(plan, status)
      const response = await chooseFree(token)
      expect(response.status).toBe(409)
      expect(response.json).toMatchObject({ message: VALIDATION_MESSAGES.freePlanFromPaid, field: 'plan' })
      expect(await planOf(user.id)).toBe(plan)

      const { default: fr } = await import('@/messages/fr.json')
      const french = await chooseFree(token, { locale: 'fr' })
      expect(french.status).toBe(409)
      expect(french.json.message).toBe(fr.validation.freePlanFromPaid)
    },
  )

  it('never overwrites a payment that landed after the request was read', async () => {
    const student = await signUp()
    const stale = await payload.findByID({ collection: 'users', id: student.id, depth: 0 })
    // The trial's webhook writes the paid plan while the free choice is on its way.
    await payload.update({
      collection: 'users',
      id: student.id,
      data: { plan: 'weekly_trial', billing: { subscriptionStatus: 'trialing' } },
      context: { disableRevalidate: true },
    })
    await expect(chooseFreePlan({ payload, user: stale, messages: VALIDATION_MESSAGES })).rejects.toMatchObject({
      status: 409,
    })
    expect(await planOf(student.id)).toBe('weekly_trial')
  })

  it('gives an account made in /admin (no request yet) a pending request an admin will see', async () => {
    const user = await createUser(payload, { plan: 'onboarding' })
    expect(await requestsOf(user.id)).toHaveLength(0)
    expect((await chooseFree(await tokenFor(user.email))).json).toMatchObject({ plan: 'free', status: 'pending' })
    const listed = await rest('GET', `/admin/access-requests?search=${encodeURIComponent(user.email)}`, {
      token: adminToken,
    })
    expect(listed.json.requests).toEqual([expect.objectContaining({ status: 'pending' })])
  })
})

describe('POST /api/auth/register with the free plan chosen (issue 38: "Sign up free" was forgotten)', () => {
  it('creates the account on Free with its access request pending: nothing left to choose', async () => {
    const email = uniqueEmail('free-signup')
    const response = await rest('POST', '/auth/register', {
      body: { name: 'Free From Pricing', email, password: STRONG_PASSWORD, plan: 'free' },
    })
    expect(response.status).toBe(201)
    expect(response.json.user.plan).toBe('free')
    const id = response.json.user.id as number
    expect(await planOf(id)).toBe('free')
    expect((await requestsOf(id)).map((request) => request.status)).toEqual(['pending'])
    expect((await accessStatus(response.json.token)).json).toMatchObject({ status: 'pending' })
  })

  it.each([['weekly'], ['semester'], ['onboarding'], ['admin']])(
    'refuses plan %j with 400 (only Free is chosen at sign-up)',
    async (plan) => {
      const email = uniqueEmail('free-signup-bad')
      const response = await rest('POST', '/auth/register', {
        body: { name: 'Plan Picker', email, password: STRONG_PASSWORD, plan },
      })
      expect(response.status).toBe(400)
      expect(await payload.count({ collection: 'users', where: { email: { equals: email } } })).toMatchObject({
        totalDocs: 0,
      })
    },
  )
})

describe('GET /api/access/status', () => {
  it('needs a signed-in account (401)', async () => {
    expect((await rest('GET', '/access/status')).status).toBe(401)
  })

  it('never shows a paid student as pending, even before the webhook approved the request', async () => {
    const { token } = await paidStudent('weekly_trial', 'trialing')
    expect((await accessStatus(token)).json).toMatchObject({ status: 'approved', isPaid: true, weeklyLimit: null })
  })

  it('reports a rejected request', async () => {
    const student = await signUp()
    await chooseFree(student.token)
    const [request] = await requestsOf(student.id)
    const moved = await rest('PUT', `/admin/access-requests/${request!.id}`, {
      token: adminToken,
      body: { status: 'rejected' },
    })
    expect(moved.status).toBe(200)
    expect((await accessStatus(student.token)).json.status).toBe('rejected')
  })
})

describe('a free student, from sign-up to answers', () => {
  it('is refused (403) until an admin approves, is e-mailed, then gets 10 questions a week', async () => {
    const student = await signUp()
    await chooseFree(student.token)

    const refused = await ask(student.token, { question: 'What is osmosis?' })
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe(VALIDATION_MESSAGES.accessNotApproved)

    const [request] = await requestsOf(student.id)
    const approval = await rest('PUT', `/admin/access-requests/${request!.id}`, {
      token: adminToken,
      body: { status: 'approved' },
    })
    expect(approval.status).toBe(200)
    const mail = readOutbox(student.email).filter((message) => /install/i.test(message.subject))
    expect(mail).toHaveLength(1)
    expect(mail[0]!.html).toContain('chrome://extensions')
    expect((await accessStatus(student.token)).json).toMatchObject({
      status: 'approved',
      plan: 'free',
      weeklyLimit: 10,
    })

    for (let index = 1; index <= FREE_WEEKLY_REQUEST_LIMIT; index += 1) {
      const answered = await ask(student.token, { question: `Question number ${index}?` })
      expect(answered.status).toBe(200)
      expect(answered.done!.remainingRequests).toBe(FREE_WEEKLY_REQUEST_LIMIT - index)
    }
    const eleventh = await ask(student.token, { question: 'One more?' })
    expect(eleventh.status).toBe(429)
    expect(eleventh.json.resetTime).toEqual(expect.any(String))
  })
})

describe('POST /api/subscription/portal', () => {
  const customerWithSubscription = async () => {
    const customer = await billing.stripe.customers.create({ email: uniqueEmail('portal') })
    const paymentMethod = await billing.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })
    await billing.stripe.paymentMethods.attach(paymentMethod.id, { customer: customer.id })
    const subscription = await billing.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: process.env.STRIPE_PRICE_WEEKLY! }],
      default_payment_method: paymentMethod.id,
    })
    const user = await createUser(payload, { plan: 'weekly' })
    await payload.update({
      collection: 'users',
      id: user.id,
      data: {
        billing: {
          stripeCustomerId: customer.id,
          stripeSubscriptionId: subscription.id,
          subscriptionStatus: 'active',
        },
      },
      context: { disableRevalidate: true },
    })
    return { subscription, token: await tokenFor(user.email) }
  }
  const latestSession = () => [...billing.fake.state.portalSessions.values()].at(-1)!

  it('still opens the portal home on a bodiless POST', async () => {
    const { token } = await customerWithSubscription()
    const response = await rest('POST', '/subscription/portal', { token })
    expect(response.status).toBe(200)
    expect(latestSession().flow).toBeNull()
  })

  it('opens on cancelling at the end of the period when moving to Free', async () => {
    const { subscription, token } = await customerWithSubscription()
    const response = await rest('POST', '/subscription/portal', { token, body: { flow: 'cancel' } })
    expect(response.status).toBe(200)
    expect(response.json.url).toBe(latestSession().url)
    expect(latestSession().flow).toMatchObject({
      type: 'subscription_cancel',
      subscription_cancel: { subscription: subscription.id },
    })
  })

  it('refuses an unknown shortcut with 400', async () => {
    const { token } = await customerWithSubscription()
    expect((await rest('POST', '/subscription/portal', { token, body: { flow: 'delete-account' } })).status).toBe(400)
  })
})
