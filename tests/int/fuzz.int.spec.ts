import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvedStudent, ask, startModel, tokenFor } from '../helpers/answers'
import { allRoutes, type ApiRoute, customRoutes, rowCounts } from '../helpers/api-routes'
import { createUser } from '../helpers/factories'
import { type Caller, encodeBody, type FuzzRequest, requestsTo } from '../helpers/fuzz/requests'
import { pngBytes } from '../helpers/images'
import { getTestPayload } from '../helpers/payload'
import { rawResponse } from '../helpers/raw-request'
import { type Billing, startBilling } from '../helpers/stripe'

/**
 * Property-based fuzzing of the whole /api surface: for every endpoint of ours, bodies generated
 * from and around its zod schema (as JSON, as a form, cut short), query strings, ids, raw byte
 * noise; for Payload's routes, the same noise. Invariants: never a 5xx, a refusal (4xx) changes
 * no row, and the server still answers afterwards. Bounded in time (FUZZ_BUDGET_MS, 60 s by
 * default); FUZZ_SEED replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 60_000)

let payload: Payload
let billing: Billing
let model: Awaited<ReturnType<typeof startModel>>
let tokens: Record<Caller, string | undefined>
let ids: string[]
let image: Uint8Array
let ours: ApiRoute[]
let payloads: ApiRoute[]
let sent = 0
const startedAt = Date.now()

const send = async (request: FuzzRequest) => {
  const { bytes, contentType } = await encodeBody(request.body)
  const response = await rawResponse(request.method, `${request.path}${request.query ? `?${request.query}` : ''}`, {
    token: tokens[request.caller],
    body: bytes,
    headers: contentType === undefined ? {} : { 'content-type': contentType },
  })
  sent += 1
  return { status: response.status, text: await response.text() }
}

/**
 * The request in flight: a run cut off by the time limit is not awaited by fast-check, so the
 * next property waits for it — its writes must not land in another request's row count.
 */
let inFlight: Promise<unknown> = Promise.resolve()

/** The invariants every generated request must keep. */
const holds = (request: FuzzRequest) => {
  const check = checkInvariants(request)
  inFlight = check.catch(() => undefined)
  return check
}

const checkInvariants = async (request: FuzzRequest) => {
  const before = await rowCounts(payload)
  const { status, text } = await send(request)
  const label = `${request.caller} ${request.method} ${request.path}?${request.query} → ${status} ${text.slice(0, 200)}`
  expect(status, label).toBeLessThan(500)
  if (status >= 400) {
    const after = await rowCounts(payload)
    const changed = Object.keys(after).filter((slug) => after[slug] !== before[slug])
    expect(changed, `${label} changed rows in ${changed.join(', ')}`).toEqual([])
  }
}

const stillAnswers = async () => {
  for (const path of ['/billing/config', '/globals/site-settings', '/faqs?limit=1']) {
    expect((await rawResponse('GET', path, {})).status, path).toBe(200)
  }
}

const property = async (requests: fc.Arbitrary<FuzzRequest>, seed: number, timeLimit: number) => {
  // The first request runs whatever it costs; then time, not a count, bounds the run.
  await fc.assert(fc.asyncProperty(requests, holds), { seed, numRuns: 1 })
  await fc.assert(fc.asyncProperty(requests, holds), {
    seed,
    numRuns: 100_000,
    interruptAfterTimeLimit: timeLimit,
    markInterruptAsFailure: false,
  })
  await inFlight
}

beforeAll(async () => {
  payload = await getTestPayload()
  // Configured as in production, payments and the model at their fakes: a 503 would be a fault.
  billing = await startBilling()
  model = await startModel()
  const student = await approvedStudent(payload)
  const admin = await createUser(payload, { role: 'admin' })
  tokens = { anonymous: undefined, student: student.token, admin: await tokenFor(admin.email) }
  // Documents the routes may name: others' accounts, the student's conversation and answer.
  const victims = await Promise.all([1, 2, 3].map(() => createUser(payload)))
  const asked = await ask(student.token, { question: '2 + 2' })
  const own = new Set([String(student.user.id), String(admin.id)])
  ids = [
    ...victims.map((victim) => String(victim.id)),
    String(asked.done?.answerId),
    String(asked.events.find((event) => event.event === 'start')?.data.threadId),
  ].filter((id) => !own.has(id))
  image = await pngBytes()
  ours = await customRoutes()
  const mine = new Set(ours.map((route) => `${route.method} ${route.path}`))
  // Payload's own routes, but never a bulk update or delete (a random filter could empty a
  // collection) nor a sign-out (it would end the admin's session for the rest of the run).
  payloads = (await allRoutes()).filter(
    (route) =>
      !mine.has(`${route.method} ${route.path}`) &&
      !route.path.endsWith('/logout') &&
      !(['PATCH', 'DELETE'].includes(route.method) && !/:\w+/.test(route.path)),
  )
  console.log(
    `fuzz seed ${SEED} — replay with FUZZ_SEED=${SEED} npx vitest run --project int tests/int/fuzz.int.spec.ts`,
  )
}, 120_000)

afterAll(async () => {
  console.log(
    `fuzz: ${sent} requests to ${ours?.length ?? 0} endpoints of ours and ${payloads?.length ?? 0} of Payload's in ${Math.round((Date.now() - startedAt) / 1000)} s (seed ${SEED})`,
  )
  await billing?.stop()
  await model?.stop()
})

describe('fuzzing the API', () => {
  it(
    'never answers 5xx on any endpoint of ours, and a refusal changes nothing',
    async () => {
      const perRoute = Math.max(1_000, (BUDGET_MS * 0.75) / ours.length)
      for (const [index, route] of ours.entries()) {
        await property(requestsTo(route, ids, image), SEED + index, perRoute)
        await stillAnswers()
      }
    },
    BUDGET_MS * 3,
  )

  it(
    "never answers 5xx on Payload's routes either",
    async () => {
      const requests = fc.constantFrom(...payloads).chain((route) => requestsTo(route, ids, image))
      await property(requests, SEED - 1, BUDGET_MS * 0.25)
      await stillAnswers()
    },
    BUDGET_MS * 3,
  )
})
