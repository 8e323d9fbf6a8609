import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from '@/config/limits'
import { LOCALES, type Locale } from '@/config/locales'
import type { ValidationMessageKey } from '@/lib/validation/messages'

import { mediaForm } from '../helpers/access-fixtures'
import { approvedStudent, ask, startModel } from '../helpers/answers'
import { allRoutes, type ApiRoute, fillPath, rowCounts } from '../helpers/api-routes'
import { createUser, STRONG_PASSWORD } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { errorMessage, rawResponse } from '../helpers/raw-request'
import { rest } from '../helpers/rest'
import { type Billing, startBilling } from '../helpers/stripe'

let payload: Payload
let adminToken: string
let routes: ApiRoute[]

const messagesOf = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(`src/messages/${locale}.json`, 'utf8')).validation
/** Each request is answered in another of the 14 languages, so all of them are checked. */
let turn = 0
const nextLocale = () => LOCALES[turn++ % LOCALES.length]!

const BOUNDARY = 'StudifyFuzzBoundary'
const formHead = (name: string, extra = '') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`
const multipart = `multipart/form-data; boundary=${BOUNDARY}`
const json = 'application/json'
const truncatedForm = `${formHead('question')}What is 2 + 2?\r\n${formHead('image', '; filename="a.png"')}\x89PNG`
const completeForm = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${formHead(name)}${value}\r\n`)
    .join('') + `--${BOUNDARY}--\r\n`

type BodyFault = {
  name: string
  contentType: string
  body: string | Uint8Array
  status: number
  key: ValidationMessageKey
  headers?: Record<string, string>
}

/** Bodies nothing should parse: each is refused before Payload or an endpoint reads it. */
const BODY_FAULTS: BodyFault[] = [
  { name: 'malformed JSON', contentType: json, body: '{"name": ', status: 400, key: 'requestJsonInvalid' },
  { name: 'JSON with a trailing comma', contentType: json, body: '{"a": 1,}', status: 400, key: 'requestJsonInvalid' },
  {
    name: 'invalid UTF-8',
    contentType: json,
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    status: 400,
    key: 'requestJsonInvalid',
  },
  {
    name: 'deep nesting',
    contentType: json,
    body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    status: 400,
    key: 'requestJsonTooDeep',
  },
  {
    name: 'deep nesting in an object',
    contentType: json,
    body: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    status: 400,
    key: 'requestJsonTooDeep',
  },
  { name: 'a JSON array', contentType: json, body: '[1, 2, 3]', status: 400, key: 'requestBodyNotObject' },
  { name: 'JSON null', contentType: json, body: 'null', status: 400, key: 'requestBodyNotObject' },
  { name: 'a JSON string', contentType: json, body: '"admin"', status: 400, key: 'requestBodyNotObject' },
  {
    name: 'an oversized body',
    contentType: json,
    body: `{"a":"${'x'.repeat(MAX_JSON_BODY_BYTES)}"}`,
    status: 413,
    key: 'requestTooLarge',
  },
  { name: 'plain text', contentType: 'text/plain', body: 'hello', status: 415, key: 'requestContentTypeUnsupported' },
  { name: 'no content type', contentType: '', body: '{"a":1}', status: 415, key: 'requestContentTypeUnsupported' },
  { name: 'XML', contentType: 'application/xml', body: '<a/>', status: 415, key: 'requestContentTypeUnsupported' },
  { name: 'truncated multipart', contentType: multipart, body: truncatedForm, status: 400, key: 'requestFormInvalid' },
  {
    name: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    body: truncatedForm,
    status: 400,
    key: 'requestFormInvalid',
  },
  {
    name: 'JSON labelled multipart',
    contentType: multipart,
    body: '{"email":"a@b.c"}',
    status: 400,
    key: 'requestFormInvalid',
  },
  {
    name: 'multipart labelled JSON',
    contentType: json,
    body: completeForm({ a: '1' }),
    status: 400,
    key: 'requestJsonInvalid',
  },
  {
    name: 'a malformed _payload field',
    contentType: multipart,
    body: completeForm({ _payload: '{bad' }),
    status: 400,
    key: 'requestJsonInvalid',
  },
  {
    name: 'a _payload field that is an array',
    contentType: multipart,
    body: completeForm({ _payload: '[1]' }),
    status: 400,
    key: 'requestBodyNotObject',
  },
  {
    name: 'a method override with malformed JSON',
    contentType: json,
    body: '{bad',
    status: 400,
    key: 'requestJsonInvalid',
    headers: { 'x-http-method-override': 'GET' },
  },
]

/** Query strings Payload would read as numbers or filters it cannot run. */
const QUERY_FAULTS = [
  'limit=abc',
  'limit=-1',
  'limit=99999999999999999999',
  'page=1e400',
  'depth=deep',
  'where=1',
  'where[id][near]=1,2',
  'where[createdAt][drop]=1',
  'where[or]=1',
  'where[and][0][id]=1',
]

/** Filter values a column cannot hold: Payload passes them to the database. */
const VALUE_FAULTS = [
  'where[id][equals]=abc',
  'where[id][in]=1,2,x',
  'where[createdAt][equals]=not-a-date',
  'where[updatedAt][less_than]=2020-99-99',
  'where[id][greater_than]=Infinity',
  'where[id][exists]=maybe',
]

/**
 * Payload's GET /payload-jobs/run runs the queue and queues the schedules that are due (the hourly
 * empty-drafts clean-up): an action that takes no filter, so a well-formed query runs it and adds a
 * job row. Malformed query strings are still refused there (the test before this one).
 */
const ACTIONS_ON_GET = ['/payload-jobs/run']

const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999999999999', "1' OR '1'='1", '%', '../../etc/passwd', '\u0000']

/** Sends a request and checks the answer: the status (exactly, or any 4xx) and a message in the asked language. */
const expectRefusal = async (
  route: Pick<ApiRoute, 'method' | 'path'>,
  options: {
    body?: string | Uint8Array | ReadableStream<Uint8Array>
    contentType?: string
    headers?: Record<string, string>
    token?: string
  },
  expected: { status?: number; key?: ValidationMessageKey },
) => {
  const locale = nextLocale()
  const headers = {
    'x-locale': locale,
    ...(options.contentType !== undefined ? { 'content-type': options.contentType } : {}),
    ...options.headers,
  }
  const body = typeof options.body === 'string' ? new TextEncoder().encode(options.body) : options.body
  const response = await rawResponse(route.method, route.path, { body, headers, token: options.token ?? adminToken })
  const text = await response.text()
  const label = `${route.method} ${route.path} → ${response.status} ${text.slice(0, 200)}`
  if (expected.status) expect(response.status, label).toBe(expected.status)
  else expect(response.status, label).toBeGreaterThanOrEqual(400)
  expect(response.status, label).toBeLessThan(500)
  const message = errorMessage(JSON.parse(text))
  expect(message, label).toBeTruthy()
  if (expected.key) expect(message, label).toBe(messagesOf(locale)[expected.key])
}

const concrete = (route: ApiRoute, value = '1') => ({ ...route, path: fillPath(route.path, () => value) })
/**
 * Routes that take a body. Sign-out takes none, and it ends the session it is asked with (every
 * later request of the file would be signed out), so it is left out.
 */
const bodyRoutes = () =>
  routes
    .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !route.path.endsWith('/logout'))
    .map((r) => concrete(r))

/**
 * Routes Payload mounts for features these collections do not use (versions, e-mail verification):
 * they name nothing, so any request to them is a 404 before its body matters (asked signed out:
 * a signed-in probe of every route would sign the admin out).
 */
const namesNothing = async (route: ApiRoute) => {
  const response = await rest(route.method, route.path, { body: {} })
  return response.status === 404 && errorMessage(response.json) === messagesOf('en').routeNotFound
}

let billing: Billing
let model: Awaited<ReturnType<typeof startModel>>

beforeAll(async () => {
  payload = await getTestPayload()
  // Configured as in production (payments and the model at their fakes): a 503 would be a real fault.
  billing = await startBilling()
  model = await startModel()
  const admin = await createUser(payload, { role: 'admin' })
  adminToken = (await rest('POST', '/auth/login', { body: { email: admin.email, password: STRONG_PASSWORD } })).json
    .token
  // GraphQL is switched off: its paths are routes nobody has, answered as such.
  const graphql: ApiRoute[] = ['GET', 'POST'].flatMap((method) =>
    ['/graphql', '/graphql-playground'].map((path) => ({ method: method as ApiRoute['method'], path })),
  )
  routes = [...(await allRoutes()), ...graphql]
})

afterAll(async () => {
  await billing?.stop()
  await model?.stop()
})

describe('bad input never answers 5xx and changes nothing', () => {
  it('refuses every unparsable body on every route that takes one, in the asked language', async () => {
    const encoded = new Map(
      BODY_FAULTS.map((fault) => [
        fault,
        typeof fault.body === 'string' ? new TextEncoder().encode(fault.body) : fault.body,
      ]),
    )
    const before = await rowCounts(payload)
    for (const route of bodyRoutes()) {
      if (await namesNothing(route)) continue
      for (const fault of BODY_FAULTS) {
        await expectRefusal(
          route,
          { body: encoded.get(fault)!, contentType: fault.contentType, headers: fault.headers },
          fault,
        )
      }
    }
    expect(await rowCounts(payload)).toEqual(before)
  })

  it('refuses a truncated form too large to check first, once Payload or the endpoint reads it', async () => {
    const PLUGIN_JSON_ROUTES = ['/search/reindex', '/plugin-seo/generate-url']
    const large = new TextEncoder().encode(
      `${formHead('_payload')}{"alt":"x"}\r\n${formHead('file', '; filename="a.png"')}${'\x89PNG'.repeat(40_000)}`,
    )
    for (const route of bodyRoutes()) {
      if (await namesNothing(route)) continue
      const before = await rowCounts(payload)
      const response = await rawResponse(route.method, route.path, {
        body: large,
        headers: { 'content-type': multipart },
        token: adminToken,
      })
      const text = await response.text()
      const label = `${route.method} ${route.path} → ${response.status} ${text.slice(0, 200)}`
      expect(response.status, label).toBeLessThan(500)
      // Payload's routes and our form endpoints parse the form; ours read JSON or nothing, as do the
      // search plugin's reindex and the SEO plugin's generate-url (a JSON parse error, 400), and a
      // preference (Payload's own route) is any value, stored as it comes.
      const readsJsonOnly = Boolean(route.description) || PLUGIN_JSON_ROUTES.includes(route.path)
      const readsForm = !readsJsonOnly && !route.path.startsWith('/payload-preferences/')
      // A rate-limited endpoint counts the request before it reads the body (429 once the client is over).
      const isCounted = route.description?.rateLimit && response.status === 429
      if ((readsForm || route.description?.accepts?.form) && !isCounted) {
        expect(response.status, label).toBe(400)
        expect(errorMessage(JSON.parse(text)), label).toBe(messagesOf('en').requestFormInvalid)
      }
      if (response.status >= 400) expect(await rowCounts(payload), label).toEqual(before)
    }
  })

  it('cuts off a body without a declared length once it passes the cap (413)', async () => {
    const stream = (total: number, chunk: string) => {
      const bytes = new TextEncoder().encode(chunk)
      let sent = 0
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= total) return controller.close()
          controller.enqueue(bytes)
          sent += bytes.byteLength
        },
      })
    }
    const before = await rowCounts(payload)
    await expectRefusal(
      { method: 'POST', path: '/users' },
      { body: stream(MAX_JSON_BODY_BYTES + 1024, '{"a":"xxxxxxxxxxxxxxx'), contentType: json },
      { status: 413, key: 'requestTooLarge' },
    )
    for (const path of ['/users', '/ask', '/media']) {
      const body = stream(MAX_MULTIPART_BODY_BYTES + 64 * 1024, `${formHead('note')}${'x'.repeat(65_000)}\r\n`)
      await expectRefusal(
        { method: 'POST', path },
        { body, contentType: multipart },
        { status: 413, key: 'requestTooLarge' },
      )
    }
    expect(await rowCounts(payload)).toEqual(before)
  })

  it('refuses query strings Payload cannot read on every GET and DELETE route', async () => {
    const before = await rowCounts(payload)
    for (const route of routes.filter((r) => r.method === 'GET' || r.method === 'DELETE').map((r) => concrete(r))) {
      for (const query of QUERY_FAULTS) {
        await expectRefusal(
          { ...route, path: `${route.path}?${query}` },
          {},
          { status: 400, key: 'requestQueryInvalid' },
        )
      }
    }
    expect(await rowCounts(payload)).toEqual(before)
  })

  it('answers filter values a column cannot hold without a 5xx', async () => {
    const before = await rowCounts(payload)
    const filteredReads = routes.filter((r) => r.method === 'GET' && !ACTIONS_ON_GET.includes(r.path))
    for (const route of filteredReads.map((r) => concrete(r))) {
      for (const query of VALUE_FAULTS) {
        const response = await rest('GET', `${route.path}?${query}`, { token: adminToken })
        expect(response.status, `GET ${route.path}?${query} → ${JSON.stringify(response.json)}`).toBeLessThan(500)
        if (response.status >= 400) expect(errorMessage(response.json)).toBeTruthy()
      }
    }
    expect(await rowCounts(payload)).toEqual(before)
  })

  it('answers ids that name nothing with a 4xx on every route that takes one', async () => {
    const before = await rowCounts(payload)
    const withParams = routes.filter((route) => /:\w+/.test(route.path) && route.method !== 'POST')
    for (const route of withParams) {
      for (const id of BAD_IDS) {
        const path = fillPath(route.path, () => id)
        const response = await rest(route.method, path, {
          token: adminToken,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : { status: 'resolved' },
        })
        const label = `${route.method} ${path} → ${response.status} ${JSON.stringify(response.json)?.slice(0, 200)}`
        expect(response.status, label).toBeLessThan(500)
        // A preference is named by any key: reading one that was never saved is an empty answer.
        if (!route.path.startsWith('/payload-preferences')) expect(response.status, label).toBeGreaterThanOrEqual(400)
        if (response.status >= 400) expect(errorMessage(response.json), label).toBeTruthy()
      }
    }
    expect(await rowCounts(payload)).toEqual(before)
  })

  it('takes one of its options, as text, in a select field (Payload stored a number as "99.0")', async () => {
    const admin = (await rest('GET', '/users/me', { token: adminToken })).json.user
    const report = await payload.create({
      collection: 'wrong-answer-reports',
      data: { user: admin.id, status: 'pending' },
      overrideAccess: true,
    })
    for (const status of [99, true, { en: 'resolved' }, ['resolved']]) {
      const response = await rest('PATCH', `/wrong-answer-reports/${report.id}`, {
        token: adminToken,
        body: { status },
      })
      expect(response.status, JSON.stringify(status)).toBe(400)
    }
    const student = await createUser(payload)
    expect((await rest('PATCH', `/users/${student.id}`, { token: adminToken, body: { role: 7 } })).status).toBe(400)
    expect((await payload.findByID({ collection: 'wrong-answer-reports', id: report.id })).status).toBe('pending')
    expect((await payload.findByID({ collection: 'users', id: student.id })).role).toBe('user')
    await payload.delete({ collection: 'wrong-answer-reports', id: report.id, overrideAccess: true })
  })

  it('answers 404 for a copy of a document whose file is gone from disk', async () => {
    const stored = await rest('POST', '/media', { token: adminToken, body: await mediaForm() })
    expect(stored.status).toBe(201)
    rmSync(path.join(process.env.MEDIA_DIR!, stored.json.doc.filename))
    const before = await rowCounts(payload)
    const copy = await rest('POST', `/media/${stored.json.doc.id}/duplicate?locale=de`, { token: adminToken })
    expect(copy.status).toBe(404)
    expect(errorMessage(copy.json)).toBe(messagesOf('de').fileMissing)
    expect(await rowCounts(payload)).toEqual(before)
  })

  it("leaves no usage row behind for a question refused before it is counted (the week's first)", async () => {
    const { token } = await approvedStudent(payload)
    const before = await rowCounts(payload)
    const refused = await ask(token, { question: 'What is 2 + 2?', threadId: 99_999_999 })
    expect(refused.status).toBe(404)
    expect(await rowCounts(payload)).toEqual(before)
  })

  it('answers wrong types on every route, signed in or not, without a 5xx and without a change on a refusal', async () => {
    const wrongTypes = {
      email: 5,
      password: [1],
      name: { first: 'x' },
      title: 7,
      slug: [],
      question: {},
      data: null,
      id: 'x',
      status: 99,
      role: 'root',
      helpful: 'yes',
      examMode: 'on',
      answerLocale: ['fr'],
      file: 'null',
      order: 'first',
      where: 1,
    }
    for (const token of [adminToken, undefined]) {
      for (const route of bodyRoutes()) {
        const before = await rowCounts(payload)
        const response = await rest(route.method, route.path, { token, body: wrongTypes })
        const label = `${route.method} ${route.path} → ${response.status} ${JSON.stringify(response.json)?.slice(0, 200)}`
        expect(response.status, label).toBeLessThan(500)
        if (response.status >= 400) {
          expect(errorMessage(response.json), label).toBeTruthy()
          expect(await rowCounts(payload), label).toEqual(before)
        }
      }
    }
  })
})
