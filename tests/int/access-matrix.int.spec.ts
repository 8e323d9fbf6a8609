import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { canSeeTranslationStatus } from '@/access/translation'
import { FAILED_SCHEDULES_VIEW } from '@/admin/schedules/paths'
import { resumeDayChoices } from '@/config/subscription-pause'
import { adminAreaRedirect } from '@/lib/admin-gate'
import type { User } from '@/payload-types'

import {
  ACTORS,
  type Actor,
  ADMIN_VIEWS,
  type AdminViewOutcome,
  ASK_MODES,
  COLLECTION_OPERATIONS,
  COLLECTIONS,
  type CollectionOperation,
  CUSTOM_ENDPOINTS,
  GLOBALS,
  USER_AUTH_ROUTES,
} from '../access-matrix'
import { seedContent } from '../../scripts/seed/content'
import { contentData, createFixtures, freshDocument, mediaForm } from '../helpers/access-fixtures'
import { approvedStudent, ask, startModel, tokenFor } from '../helpers/answers'
import { allRoutes, collectionSlugs, customRoutes, globalSlugs, type HttpMethod } from '../helpers/api-routes'
import { createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { pngBytes } from '../helpers/images'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { type Billing, startBilling } from '../helpers/stripe'

/** `token` replaces the caller's own where a call must not spend it (signing out ends a session). */
type Call = { method: HttpMethod; path: string; body?: unknown; token?: string }
type World = {
  payload: Payload
  billing: Billing
  users: Record<Actor, User | null>
  tokens: Record<Actor, string | undefined>
  loginTarget: User
  thread: string
  answer: string
  report: string
  fixtures: Record<string, string | number>
}

let world: World
let model: Awaited<ReturnType<typeof startModel>>

const card = async () =>
  (await world.billing.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })).id
const as = (actor: Actor, call: Call) =>
  rest(call.method, call.path, { token: 'token' in call ? call.token : world.tokens[actor], body: call.body })
/** A second session of the actor's, to sign out without ending the one the other rows use. */
const spareSession = async (actor: Actor) => {
  const user = world.users[actor]
  return { token: user ? await tokenFor(user.email) : undefined }
}
const userOf = (actor: Actor) => world.users[actor] ?? world.users.user!

const reportForm = () => {
  const form = new FormData()
  form.set('question', 'What is 2 + 2?')
  form.set('wrongAnswer', '5')
  form.set('correctAnswer', '4')
  return form
}

const ESSAY_REQUEST = {
  topic: 'The causes of the First World War and how they interacted',
  length: 1,
  tone: 'analytical',
}

const freshUser = (overrides: Parameters<typeof createUser>[1] = {}) => createUser(world.payload, overrides)

/** How each of our endpoints is called by each caller: what makes the call valid, so only access decides. */
const CUSTOM_CALLS: Record<string, (actor: Actor) => Promise<Call>> = {
  'GET /payload-jobs/run': async () => ({ method: 'GET', path: '/payload-jobs/run' }),
  'POST /analytics/track': async () => ({
    method: 'POST',
    path: '/analytics/track',
    body: { path: '/pricing', sessionId: randomUUID() },
  }),
  'GET /analytics/stats/detailed': async () => ({ method: 'GET', path: '/analytics/stats/detailed' }),
  'POST /auth/register': async () => ({
    method: 'POST',
    path: '/auth/register',
    body: { name: 'New Student', email: uniqueEmail('signup'), password: STRONG_PASSWORD },
  }),
  'POST /auth/login': async () => ({
    method: 'POST',
    path: '/auth/login',
    body: { email: world.loginTarget.email, password: STRONG_PASSWORD },
  }),
  'GET /auth/verify': async () => ({ method: 'GET', path: '/auth/verify' }),
  'POST /auth/logout': async (actor) => ({ method: 'POST', path: '/auth/logout', ...(await spareSession(actor)) }),
  'POST /auth/change-password': async () => ({
    method: 'POST',
    path: '/auth/change-password',
    body: { currentPassword: 'Wrong!Pass1', newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
  }),
  'POST /auth/forgot-password': async () => ({
    method: 'POST',
    path: '/auth/forgot-password',
    body: { email: world.loginTarget.email },
  }),
  'POST /auth/reset-password': async () => ({
    method: 'POST',
    path: '/auth/reset-password',
    body: { token: 'never-issued', password: STRONG_PASSWORD },
  }),
  'POST /auth/extension-token': async () => ({ method: 'POST', path: '/auth/extension-token' }),
  'GET /auth/extension-sessions': async () => ({ method: 'GET', path: '/auth/extension-sessions' }),
  'DELETE /auth/extension-sessions/:id': async () => {
    await as('user', { method: 'POST', path: '/auth/extension-token' })
    const [session] = (await as('user', { method: 'GET', path: '/auth/extension-sessions' })).json.sessions
    return { method: 'DELETE', path: `/auth/extension-sessions/${session.id}` }
  },
  'POST /auth/confirm-email': async () => ({
    method: 'POST',
    path: '/auth/confirm-email',
    body: { token: 'never-sent' },
  }),
  'POST /referral/generate': async () => ({ method: 'POST', path: '/referral/generate' }),
  'GET /referral/stats': async () => ({ method: 'GET', path: '/referral/stats' }),
  'GET /admin/stats': async () => ({ method: 'GET', path: '/admin/stats' }),
  'GET /translation-status': async () => ({ method: 'GET', path: '/translation-status?locale=fr&limit=5' }),
  'POST /plugin-seo/generate-url': async () => ({
    method: 'POST',
    path: '/plugin-seo/generate-url',
    body: { collectionSlug: 'posts', doc: { slug: 'a-new-post' }, locale: 'fr' },
  }),
  'POST /translation-status/draft': async () => ({
    method: 'POST',
    path: '/translation-status/draft',
    body: {
      collection: 'posts',
      id: await freshDocument(world.payload, 'posts', world.fixtures, world.users.editor!),
      locale: 'fr',
    },
  }),
  'GET /admin/users': async () => ({ method: 'GET', path: '/admin/users' }),
  'GET /admin/users/:id': async () => ({ method: 'GET', path: `/admin/users/${world.users.user!.id}` }),
  'PUT /admin/users/:id': async () => ({
    method: 'PUT',
    path: `/admin/users/${(await freshUser()).id}`,
    body: { requestLimit: 20 },
  }),
  'DELETE /admin/users/:id': async () => ({ method: 'DELETE', path: `/admin/users/${(await freshUser()).id}` }),
  'DELETE /admin/users/:id/referrals/:referralId': async () => {
    const referrer = await freshUser()
    const referred = await world.payload.update({
      collection: 'users',
      id: (await freshUser()).id,
      data: { referredBy: referrer.id },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    return { method: 'DELETE', path: `/admin/users/${referrer.id}/referrals/${referred.id}` }
  },
  'GET /admin/access-requests': async () => ({ method: 'GET', path: '/admin/access-requests' }),
  'PUT /admin/access-requests/:id': async () => {
    const request = await world.payload.create({
      collection: 'access-requests',
      data: { user: (await freshUser()).id, status: 'pending' },
      overrideAccess: true,
    })
    return { method: 'PUT', path: `/admin/access-requests/${request.id}`, body: { status: 'approved' } }
  },
  'POST /analytics/reports/wrong-answer': async () => ({
    method: 'POST',
    path: '/analytics/reports/wrong-answer',
    body: reportForm(),
  }),
  'GET /analytics/wrong-answer-reports': async () => ({ method: 'GET', path: '/analytics/wrong-answer-reports' }),
  'GET /analytics/wrong-answer-reports/:id': async () => ({
    method: 'GET',
    path: `/analytics/wrong-answer-reports/${world.report}`,
  }),
  'PUT /analytics/wrong-answer-reports/:id': async () => {
    const report = await rest('POST', '/analytics/reports/wrong-answer', {
      token: world.tokens.user,
      body: reportForm(),
    })
    return {
      method: 'PUT',
      path: `/analytics/wrong-answer-reports/${report.json.report.id}`,
      body: { status: 'reviewing' },
    }
  },
  'GET /billing/config': async () => ({ method: 'GET', path: '/billing/config' }),
  'POST /ask': async () => ({ method: 'POST', path: '/ask', body: { question: '2 + 2' } }),
  'GET /threads': async () => ({ method: 'GET', path: '/threads' }),
  'GET /threads/:id': async () => ({ method: 'GET', path: `/threads/${world.thread}` }),
  'GET /user/stats': async () => ({ method: 'GET', path: '/user/stats' }),
  'GET /analytics/reports/wrong-answer/prefill': async () => ({
    method: 'GET',
    path: `/analytics/reports/wrong-answer/prefill?answerId=${world.answer}`,
  }),
  'POST /answers/:id/feedback': async () => ({
    method: 'POST',
    path: `/answers/${world.answer}/feedback`,
    body: { helpful: true },
  }),
  'POST /download/track': async (actor) => ({
    method: 'POST',
    path: '/download/track',
    body: { userId: userOf(actor).id, email: userOf(actor).email },
  }),
  'POST /subscription/create': async (actor) => ({
    method: 'POST',
    path: '/subscription/create',
    body: { paymentMethodId: await card(), planId: 'semester', email: userOf(actor).email, name: 'Ada Lovelace' },
  }),
  'GET /subscription/current': async () => ({ method: 'GET', path: '/subscription/current' }),
  'POST /subscription/pause': async () => ({
    method: 'POST',
    path: '/subscription/pause',
    body: { resumeOn: resumeDayChoices()[1]!.resumeOn },
  }),
  'POST /subscription/resume': async () => ({ method: 'POST', path: '/subscription/resume' }),
  'POST /subscription/portal': async () => ({ method: 'POST', path: '/subscription/portal' }),
  'GET /subscription/payment-methods': async () => ({ method: 'GET', path: '/subscription/payment-methods' }),
  'POST /subscription/payment-methods': async () => ({
    method: 'POST',
    path: '/subscription/payment-methods',
    body: { paymentMethodId: await card() },
  }),
  'POST /subscription/payment-methods/default': async (actor) => {
    const paymentMethodId = await card()
    if (world.tokens[actor]) {
      await as(actor, { method: 'POST', path: '/subscription/payment-methods', body: { paymentMethodId } })
    }
    return { method: 'POST', path: '/subscription/payment-methods/default', body: { paymentMethodId } }
  },
  'DELETE /subscription/payment-methods/:id': async () => {
    const paymentMethodId = await card()
    await as('user', { method: 'POST', path: '/subscription/payment-methods', body: { paymentMethodId } })
    return { method: 'DELETE', path: `/subscription/payment-methods/${paymentMethodId}` }
  },
  'POST /stripe/webhook': async () => ({ method: 'POST', path: '/stripe/webhook', body: { type: 'invoice.paid' } }),
  'GET /access/status': async () => ({ method: 'GET', path: '/access/status' }),
  'POST /subscription/free': async () => ({ method: 'POST', path: '/subscription/free' }),
  'POST /writer/outline': async () => ({ method: 'POST', path: '/writer/outline', body: ESSAY_REQUEST }),
  'POST /writer/essays': async () => ({
    method: 'POST',
    path: '/writer/essays',
    body: { ...ESSAY_REQUEST, outline: ['Introduction', 'Causes', 'Conclusion'] },
  }),
  'GET /writer/essays': async () => ({ method: 'GET', path: '/writer/essays' }),
  'GET /writer/essays/:id': async () => ({ method: 'GET', path: `/writer/essays/${world.fixtures.essays}` }),
  'GET /writer/essays/:id/export': async () => ({
    method: 'GET',
    path: `/writer/essays/${world.fixtures.essays}/export?format=md`,
  }),
  'DELETE /writer/essays/:id': async () => ({
    method: 'DELETE',
    path: `/writer/essays/${await freshDocument(world.payload, 'essays', world.fixtures, userOf('user'))}`,
  }),
  'GET /writer/profile': async () => ({ method: 'GET', path: '/writer/profile' }),
  'GET /flashcards': async () => ({ method: 'GET', path: '/flashcards' }),
  'POST /flashcards': async () => ({ method: 'POST', path: '/flashcards', body: { front: 'Q', back: 'A' } }),
  'DELETE /flashcards/:id': async () => ({
    method: 'DELETE',
    path: `/flashcards/${await freshDocument(world.payload, 'flashcards', world.fixtures, userOf('user'))}`,
  }),
  'GET /flashcards/due': async () => ({ method: 'GET', path: '/flashcards/due' }),
  'POST /flashcards/from-mistakes': async () => ({ method: 'POST', path: '/flashcards/from-mistakes' }),
  'GET /flashcards/export': async () => ({ method: 'GET', path: '/flashcards/export?format=anki' }),
  'POST /flashcards/:id/review': async () => ({
    method: 'POST',
    path: `/flashcards/${world.fixtures.flashcards}/review`,
    body: { grade: 'good' },
  }),
  'POST /affiliate/connect': async () => ({ method: 'POST', path: '/affiliate/connect' }),
  'GET /affiliate/status': async () => ({ method: 'GET', path: '/affiliate/status' }),
  'GET /affiliate/stats': async () => ({ method: 'GET', path: '/affiliate/stats' }),
  'POST /search/reindex': async () => ({ method: 'POST', path: '/search/reindex', body: { collections: ['posts'] } }),
  'POST /users/login': async () => ({
    method: 'POST',
    path: '/users/login',
    body: { email: world.loginTarget.email, password: STRONG_PASSWORD },
  }),
  'POST /users/logout': async (actor) => ({ method: 'POST', path: '/users/logout', ...(await spareSession(actor)) }),
  'POST /users/forgot-password': async () => ({
    method: 'POST',
    path: '/users/forgot-password',
    body: { email: world.loginTarget.email },
  }),
  'POST /users/reset-password': async () => ({
    method: 'POST',
    path: '/users/reset-password',
    body: { token: 'never-issued', password: STRONG_PASSWORD },
  }),
}

/** How USER_AUTH_ROUTES are called: valid requests, so only who asks decides. */
const USER_AUTH_CALLS: Record<string, (actor: Actor) => Promise<Call>> = {
  'GET /users/me': async () => ({ method: 'GET', path: '/users/me' }),
  'GET /users/init': async () => ({ method: 'GET', path: '/users/init' }),
  'POST /users/refresh-token': async (actor) => ({
    method: 'POST',
    path: '/users/refresh-token',
    ...(await spareSession(actor)),
  }),
  'POST /users/unlock': async () => ({
    method: 'POST',
    path: '/users/unlock',
    body: { email: world.loginTarget.email },
  }),
  'POST /users/first-register': async () => ({
    method: 'POST',
    path: '/users/first-register',
    body: { name: 'First Admin', email: uniqueEmail('first'), password: STRONG_PASSWORD },
  }),
  'POST /users/verify/:id': async () => ({ method: 'POST', path: '/users/verify/never-issued' }),
}

/** Payload's REST call for one operation on a collection, on the documents the world holds. */
const collectionCall = async (slug: string, operation: CollectionOperation, actor: Actor): Promise<Call> => {
  const fixture = world.fixtures[slug] ?? 1
  switch (operation) {
    case 'find':
      return { method: 'GET', path: `/${slug}` }
    case 'findByID':
      return { method: 'GET', path: `/${slug}/${fixture}` }
    case 'create':
      return {
        method: 'POST',
        path: `/${slug}`,
        body: slug === 'media' ? await mediaForm() : await contentData(world.payload, slug, userOf(actor)),
      }
    case 'update': {
      // Preferences are updated by id (Payload's generic route), read and deleted by key.
      const id =
        slug === 'payload-preferences'
          ? (await world.payload.find({ collection: slug, where: { key: { equals: fixture } }, overrideAccess: true }))
              .docs[0]!.id
          : fixture
      return { method: 'PATCH', path: `/${slug}/${id}`, body: {} }
    }
    case 'delete':
      return {
        method: 'DELETE',
        path: `/${slug}/${await freshDocument(world.payload, slug, world.fixtures, userOf('user'))}`,
      }
  }
}

const CUSTOM_VIEW_PATHS = ['/translation-status', FAILED_SCHEDULES_VIEW]

/** What /admin shows a caller: the gate of src/lib/admin-gate.ts, then Payload's read permission and navigation. */
const adminView = async (actor: Actor, path: string): Promise<AdminViewOutcome> => {
  const user = world.users[actor]
  const segments = path.split('/').filter(Boolean).slice(1)
  const destination = adminAreaRedirect({ role: user?.role, isSignedIn: Boolean(user), isFirstRun: false, segments })
  if (destination) return destination.startsWith('/login') ? 'login' : 'home'
  const access = await as(actor, { method: 'GET', path: '/access' })
  if (!access.json.canAccessAdmin) return 'home'
  const [kind, slug] = segments
  if (!kind || kind === 'account') return 'view'
  // The custom views gate themselves (notFound() for anyone else), on the content roles' rule.
  if (CUSTOM_VIEW_PATHS.includes(`/${kind}`)) return canSeeTranslationStatus(user) ? 'view' : 'not-found'
  const permission = (kind === 'collections' ? access.json.collections : access.json.globals)?.[slug!]?.read
  const entities = kind === 'collections' ? (await config).collections : (await config).globals
  const hidden = entities.find((entity) => entity.slug === slug)?.admin?.hidden
  const isHidden = typeof hidden === 'function' ? hidden({ user: user as never }) : Boolean(hidden)
  const canRead = typeof permission === 'object' ? permission?.permission : permission
  return canRead && !isHidden ? 'view' : 'not-found'
}

/** Content this file makes, removed afterwards: other files count the seed's documents exactly. */
const MADE_HERE = [
  'posts',
  'categories',
  'help-articles',
  'competitors',
  'pages',
  'testimonials',
  'faqs',
  'redirects',
  'media',
] as const
let startedAt: string

beforeAll(async () => {
  const payload = await getTestPayload()
  // The site's content as every installation starts with it (idempotent: a no-op when seeded).
  await seedContent({ payload })
  startedAt = new Date().toISOString()
  const billing = await startBilling()
  model = await startModel()
  const owner = await approvedStudent(payload)
  const other = await approvedStudent(payload)
  const contributor = await createUser(payload, { role: 'contributor' })
  const editor = await createUser(payload, { role: 'editor' })
  const admin = await createUser(payload, { role: 'admin' })
  world = {
    payload,
    billing,
    users: { anonymous: null, user: owner.user, otherUser: other.user, contributor, editor, admin },
    tokens: {
      anonymous: undefined,
      user: owner.token,
      otherUser: other.token,
      contributor: await tokenFor(contributor.email),
      editor: await tokenFor(editor.email),
      admin: await tokenFor(admin.email),
    },
    loginTarget: await createUser(payload),
    thread: '',
    answer: '',
    report: '',
    fixtures: {},
  }
  // The `user`'s documents, made the way the product makes them.
  const asked = await ask(owner.token, { question: '2 + 2' })
  world.thread = String(asked.events.find((event) => event.event === 'start')!.data.threadId)
  world.answer = String(asked.done!.answerId)
  await ask(owner.token, { question: 'What is shown here?', image: { bytes: await pngBytes(), type: 'image/png' } })
  const form = reportForm()
  form.set('questionImage', new Blob([await pngBytes()], { type: 'image/png' }), 'question.png')
  world.report = String(
    (await rest('POST', '/analytics/reports/wrong-answer', { token: owner.token, body: form })).json.report.id,
  )
  await rest('POST', '/analytics/track', { body: { path: '/pricing', sessionId: randomUUID() } })
  await rest('POST', '/download/track', {
    token: owner.token,
    body: { userId: owner.user.id, email: owner.user.email },
  })
  await rest('POST', '/payload-preferences/matrix', { token: owner.token, body: { value: { open: true } } })
  const subscribed = await rest('POST', '/subscription/create', {
    token: owner.token,
    body: { paymentMethodId: await card(), planId: 'semester', email: owner.user.email, name: 'Ada Lovelace' },
  })
  expect(subscribed.status).toBe(200)
  await billing.stripe.paymentIntents.confirm(subscribed.json.clientSecret.split('_secret_')[0])
  for (const event of billing.takeEvents()) await billing.deliver(event)
  world.fixtures = await createFixtures(payload, owner.user)
}, 180_000)

afterAll(async () => {
  for (const collection of MADE_HERE) {
    await world?.payload.delete({
      collection,
      where: { createdAt: { greater_than_equal: startedAt } },
      // Trashed ones too: they are still rows other files' queries may meet.
      trash: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  await world?.billing.stop()
  await model?.stop()
})

describe('the access matrix covers the whole surface', () => {
  it('answers a preference to the account that saved it only', async () => {
    const key = world.fixtures['payload-preferences']
    const read = async (actor: Actor) =>
      (await as(actor, { method: 'GET', path: `/payload-preferences/${key}` })).json.value
    expect(await read('user')).toEqual({ open: true })
    for (const actor of ['anonymous', 'otherUser', 'editor', 'admin'] as const) expect(await read(actor)).toBeNull()
  })

  it('has a row for every endpoint of ours, and no row for one that is gone', async () => {
    const mounted = (await customRoutes()).map((route) => `${route.method} ${route.path}`)
    expect(Object.keys(CUSTOM_ENDPOINTS).sort()).toEqual([...mounted].sort())
    expect(Object.keys(CUSTOM_CALLS).sort()).toEqual([...mounted].sort())
  })

  it('has a row for every auth route of the users collection', async () => {
    const users = (await allRoutes()).filter((route) =>
      /^\/users\/(login|logout|refresh-token|unlock|forgot-password|reset-password|verify|first-register|me|init)\b/.test(
        route.path,
      ),
    )
    const rows = [...Object.keys(CUSTOM_ENDPOINTS), ...Object.keys(USER_AUTH_ROUTES)]
    expect(users.map((route) => `${route.method} ${route.path}`).filter((key) => !rows.includes(key))).toEqual([])
    expect(Object.keys(USER_AUTH_CALLS).sort()).toEqual(Object.keys(USER_AUTH_ROUTES).sort())
  })

  it('has a row for every collection and global, and every admin view', async () => {
    const collections = await collectionSlugs()
    const globals = await globalSlugs()
    expect(Object.keys(COLLECTIONS).sort()).toEqual([...collections].sort())
    expect(Object.keys(GLOBALS).sort()).toEqual([...globals].sort())
    const customViews = Object.values((await config).admin.components?.views ?? {}).map((view) => `/admin${view?.path}`)
    const views = [
      '/admin',
      '/admin/account',
      ...customViews,
      ...collections.map((slug) => `/admin/collections/${slug}`),
      ...globals.map((slug) => `/admin/globals/${slug}`),
    ]
    expect(Object.keys(ADMIN_VIEWS).sort()).toEqual(views.sort())
    expect(customViews.map((view) => view.slice('/admin'.length)).sort()).toEqual([...CUSTOM_VIEW_PATHS].sort())
  })
})

describe.each(Object.entries(CUSTOM_ENDPOINTS))('%s', (route, outcomes) => {
  it.each(ACTORS)('%s', async (actor) => {
    const call = await CUSTOM_CALLS[route]!(actor)
    const response = await as(actor, call)
    expect(response.status, `${call.method} ${call.path} → ${JSON.stringify(response.json)?.slice(0, 300)}`).toBe(
      outcomes[actor],
    )
  })
})

describe.each(Object.entries(USER_AUTH_ROUTES))('%s', (route, outcomes) => {
  it.each(ACTORS)('%s', async (actor) => {
    const call = await USER_AUTH_CALLS[route]!(actor)
    const response = await as(actor, call)
    expect(response.status, `${call.method} ${call.path} → ${JSON.stringify(response.json)?.slice(0, 300)}`).toBe(
      outcomes[actor],
    )
  })
})

/** The calls of ASK_MODES; a ladder step climbs a hint the `user` has just asked for. */
const ASK_MODE_CALLS: Record<string, () => Promise<Call>> = {
  'POST /ask {mode: hint, question}': async () => ({
    method: 'POST',
    path: '/ask',
    body: { question: 'Solve 2x = 6', mode: 'hint' },
  }),
  'POST /ask {mode: step, threadId}': async () => {
    const hint = await rest('POST', '/ask', {
      token: world.tokens.user,
      body: { question: 'Solve 3x = 9', mode: 'hint' },
    })
    const threadId = /"threadId":(\d+|"[^"]+")/.exec(String(hint.json))![1]
    return { method: 'POST', path: '/ask', body: { mode: 'step', threadId: JSON.parse(threadId!) } }
  },
  'POST /ask {mode: check, threadId, studentAnswer}': async () => ({
    method: 'POST',
    path: '/ask',
    body: { mode: 'check', threadId: world.thread, studentAnswer: '4' },
  }),
}

describe.each(Object.entries(ASK_MODES))('%s', (route, outcomes) => {
  it.each(ACTORS)('%s', async (actor) => {
    const call = await ASK_MODE_CALLS[route]!()
    const response = await as(actor, call)
    expect(response.status, `${route} → ${JSON.stringify(response.json)?.slice(0, 300)}`).toBe(outcomes[actor])
  })
})

describe.each(Object.entries(COLLECTIONS))('collection %s', (slug, operations) => {
  describe.each(COLLECTION_OPERATIONS)('%s', (operation) => {
    it.each(ACTORS)('%s', async (actor) => {
      const call = await collectionCall(slug, operation, actor)
      const response = await as(actor, call)
      expect(response.status, `${call.method} ${call.path} → ${JSON.stringify(response.json)?.slice(0, 300)}`).toBe(
        operations[operation][actor],
      )
    })
  })
})

describe.each(Object.entries(GLOBALS))('global %s', (slug, operations) => {
  it.each(ACTORS)('read: %s', async (actor) => {
    expect((await as(actor, { method: 'GET', path: `/globals/${slug}` })).status).toBe(operations.read[actor])
  })
  it.each(ACTORS)('update: %s', async (actor) => {
    // The global as it is, sent back: valid, so only access decides.
    const {
      id: _id,
      globalType: _type,
      createdAt: _created,
      updatedAt: _updated,
      ...current
    } = (await as('admin', { method: 'GET', path: `/globals/${slug}?depth=0` })).json
    const response = await as(actor, { method: 'POST', path: `/globals/${slug}`, body: current })
    expect(response.status, JSON.stringify(response.json)?.slice(0, 300)).toBe(operations.update[actor])
  })
})

describe.each(Object.entries(ADMIN_VIEWS))('admin view %s', (path, outcomes) => {
  it.each(ACTORS)('%s', async (actor) => {
    expect(await adminView(actor, path)).toBe(outcomes[actor])
  })
})
