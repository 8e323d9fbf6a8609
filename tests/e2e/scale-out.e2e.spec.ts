import { type APIRequestContext, type APIResponse, request } from '@playwright/test'

import { FREE_WEEKLY_REQUEST_LIMIT, MAX_LOGIN_ATTEMPTS, RATE_LIMITS } from '../../src/config/limits'
import { VALIDATION_MESSAGES } from '../../src/lib/validation/messages'
import { freePortsSync } from '../../scripts/lib/ports.mjs'
import { postgresMissing } from '../helpers/postgres-database'
import { E2E_ADMIN, PASSWORD, testClientIp, uniqueEmail } from './helpers/accounts'
import { type AppServers, startAppServers } from './helpers/app-servers'
import { expect, test } from './helpers/test'

/**
 * Two production servers behind an imaginary load balancer, one PostgreSQL database: what one
 * server counted, locked, processed, issued or revalidated holds on the other.
 */
const PORTS = process.env.E2E_SCALE_OUT_PORTS?.split(',').map(Number) ?? freePortsSync(2)

let servers: AppServers
let apis: APIRequestContext[]
const api = (index: number) => apis[index % apis.length]!

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // This suite needs PostgreSQL: without it, it is skipped and says why (a failure when CI requires it).
  const reason = await postgresMissing()
  if (reason && process.env.REQUIRE_POSTGRES === '1') throw new Error(`${reason}, and REQUIRE_POSTGRES=1`)
  test.skip(Boolean(reason), `${reason} (set REQUIRE_POSTGRES=1 to fail instead)`)
  test.setTimeout(300_000)
  servers = await startAppServers(PORTS)
  apis = await Promise.all(servers.urls.map((baseURL) => request.newContext({ baseURL })))
})

test.afterAll(async () => {
  await Promise.all(apis?.map((context) => context.dispose()) ?? [])
  await servers?.stop()
})

const json = async <T = Record<string, unknown>>(response: APIResponse) => (await response.json()) as T
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

const register = async (index: number) => {
  const email = uniqueEmail('scale')
  const response = await api(index).post('/api/auth/register', {
    data: { name: 'Scale Out', email, password: PASSWORD },
    headers: { 'x-forwarded-for': testClientIp() },
  })
  expect(response.status()).toBe(201)
  const { token, user } = await json<{ token: string; user: { id: number } }>(response)
  return { email, token, userId: user.id }
}

const adminToken = async (index: number) =>
  (await json<{ token: string }>(await api(index).post('/api/auth/login', { data: E2E_ADMIN }))).token

const approve = async (index: number, email: string) => {
  const headers = bearer(await adminToken(index))
  const list = await api(index).get(`/api/admin/access-requests?search=${encodeURIComponent(email)}`, { headers })
  const { requests } = await json<{ requests: { id: number; user: { email: string } }[] }>(list)
  const pending = requests.find((candidate) => candidate.user.email === email)!
  const approved = await api(index).put(`/api/admin/access-requests/${pending.id}`, {
    headers,
    data: { status: 'approved' },
  })
  expect(approved.status()).toBe(200)
}

/** Asks on one server and reads the whole event stream; the status says whether it was counted. */
const ask = async (index: number, token: string, question: string) => {
  const response = await api(index).post('/api/ask', { headers: bearer(token), data: { question } })
  await response.body()
  return response.status()
}

test('a session issued by one server is accepted by the other', async () => {
  const { email, userId } = await register(0)
  const login = await api(0).post('/api/auth/login', { data: { email, password: PASSWORD } })
  const { token } = await json<{ token: string }>(login)
  const me = await api(1).get('/api/users/me', { headers: bearer(token) })
  expect((await json<{ user: { id: number; email: string } }>(me)).user).toMatchObject({ id: userId, email })
})

test('the weekly quota is one count: 50 concurrent questions at limit − 1 on both servers let exactly one through', async () => {
  const { email, token } = await register(1)
  await approve(0, email)
  // Filled alternately through both servers: each counts what the other counted.
  for (let index = 0; index < FREE_WEEKLY_REQUEST_LIMIT - 1; index += 1) {
    expect(await ask(index, token, `What is ${index + 2} + ${index + 3}?`)).toBe(200)
  }
  const statuses = await Promise.all(
    Array.from({ length: 50 }, (_, index) => ask(index, token, `What is ${index} * 3?`)),
  )
  expect(statuses.filter((status) => status === 200)).toHaveLength(1)
  expect(statuses.filter((status) => status === 429)).toHaveLength(49)
  for (const index of [0, 1]) {
    const stats = await json(await api(index).get('/api/user/stats?period=weekly', { headers: bearer(token) }))
    expect(stats).toMatchObject({ remainingRequests: 0, requestLimit: FREE_WEEKLY_REQUEST_LIMIT })
  }
})

test('failed sign-ins on either server lock the account on both', async () => {
  const { email } = await register(0)
  for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt += 1) {
    const wrong = await api(attempt).post('/api/auth/login', { data: { email, password: 'Wrong!Pass1' } })
    expect(wrong.status()).toBe(401)
  }
  for (const index of [0, 1]) {
    const locked = await api(index).post('/api/auth/login', { data: { email, password: PASSWORD } })
    expect(locked.status()).toBe(429)
    expect((await json<{ message: string }>(locked)).message).toBe(VALIDATION_MESSAGES.accountLocked)
  }
})

test('a per-address limit counts requests to both servers', async () => {
  const address = testClientIp()
  const { limit } = RATE_LIMITS.forgotPassword
  for (let attempt = 0; attempt < limit; attempt += 1) {
    const allowed = await api(attempt).post('/api/auth/forgot-password', {
      data: { email: uniqueEmail('forgot') },
      headers: { 'x-forwarded-for': address },
    })
    expect(allowed.status()).toBe(200)
  }
  for (const index of [0, 1]) {
    const refused = await api(index).post('/api/auth/forgot-password', {
      data: { email: uniqueEmail('forgot') },
      headers: { 'x-forwarded-for': address },
    })
    expect(refused.status()).toBe(429)
  }
})

test('a Stripe event delivered to both servers at once takes effect once', async () => {
  const { email, token, userId } = await register(0)
  const emittedBefore = servers.stripeFake.state.events.length
  const card = await servers.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })
  const created = await api(0).post('/api/subscription/create', {
    headers: bearer(token),
    data: { paymentMethodId: card.id, planId: 'semester', email, name: 'Scale Out' },
  })
  expect(created.status()).toBe(200)
  const { clientSecret } = await json<{ clientSecret: string }>(created)
  await servers.stripe.paymentIntents.confirm(clientSecret.split('_secret_')[0]!)
  const paid = servers.stripeFake.state.events.slice(emittedBefore).find((event) => event.type === 'invoice.paid')
  expect(paid, 'the fake Stripe emitted invoice.paid for this customer').toBeTruthy()
  const deliveries = await Promise.all(
    Array.from({ length: 8 }, (_, index) => {
      const signed = servers.stripeFake.signEvent(paid!)
      return api(index).post('/api/stripe/webhook', {
        data: signed.payload,
        headers: { 'stripe-signature': signed.header, 'content-type': 'application/json' },
      })
    }),
  )
  expect(deliveries.map((delivery) => delivery.status())).toEqual(Array(8).fill(200))
  const outcomes = await Promise.all(deliveries.map(async (delivery) => (await json(delivery)).outcome))
  expect(outcomes.filter((outcome) => outcome === 'processed')).toHaveLength(1)
  expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(7)
  const payments = await api(1).get(`/api/payments?where[user][equals]=${userId}&depth=0`, {
    headers: bearer(await adminToken(1)),
  })
  expect((await json<{ totalDocs: number }>(payments)).totalDocs).toBe(1)
})

test('a CMS edit on one server refreshes the cached content on the other', async () => {
  const headers = bearer(await adminToken(0))
  const { docs } = await json<{ docs: { id: number; slug: string; title: string }[] }>(
    await api(0).get('/api/posts?locale=en&limit=1&depth=0&sort=-publishedAt'),
  )
  const post = docs[0]!
  const page = async (index: number) => {
    const response = await api(index).get(`/en/blog/${post.slug}`)
    expect(response.status()).toBe(200)
    return { html: await response.text(), cacheControl: response.headers()['cache-control'] }
  }
  for (const index of [0, 1]) {
    expect((await page(index)).html).toContain(post.title)
    // Each server keeps the page in its own page cache (each response gets its own script nonce,
    // so no shared cache may keep it): the edit must reach the other server's copy.
    expect((await page(index)).cacheControl).toMatch(/no-store/)
  }
  const title = `Edited on one server ${Date.now()}`
  const edited = await api(0).patch(`/api/posts/${post.id}?locale=en`, { headers, data: { title } })
  expect(edited.status()).toBe(200)
  const startedAt = Date.now()
  await expect.poll(async () => (await page(1)).html, { timeout: 5_000 }).toContain(title)
  console.log(`the other server served the edit ${Date.now() - startedAt} ms after it was saved`)
  expect((await page(0)).html).toContain(title)
})
