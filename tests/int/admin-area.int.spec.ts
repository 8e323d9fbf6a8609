import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { createAnswer, createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Role = 'anonymous' | 'user' | 'editor' | 'admin'

let payload: Payload
let admin: User
const tokens: Partial<Record<Role, string>> = {}
let answerId: number
let reportId: number
let faqId: number

const tokenFor = async (email: string) =>
  (await rest('POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } })).json.token as string
const call = (role: Role, method: Method, path: string, body?: unknown) =>
  rest(method, path, { body, token: role === 'anonymous' ? undefined : tokens[role] })

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createUser(payload, { role: 'admin', name: 'Ada Admin' })
  const editor = await createUser(payload, { role: 'editor', name: 'Eddie Editor' })
  const student = await createUser(payload, { name: 'Sam Student' })
  tokens.admin = await tokenFor(admin.email)
  tokens.editor = await tokenFor(editor.email)
  tokens.user = await tokenFor(student.email)
  answerId = (await createAnswer(payload, student)).id
  faqId = (await payload.create({ collection: 'faqs', data: { question: 'Is it free?', answer: 'Yes.', order: 1 } })).id
  reportId = (
    await payload.create({
      collection: 'wrong-answer-reports',
      data: { user: student.id, status: 'pending', question: { text: 'Q' }, wrongAnswer: { text: 'A' } },
    })
  ).id
})

/**
 * Who may call what: every admin and analytics route, Payload's REST for the collections behind
 * them, and the content an editor works on. `ok` means any 2xx; bodies are valid where needed.
 */
const ACCESS_MATRIX: Array<{ method: Method; path: string; body?: unknown } & Record<Role, number | 'ok'>> = [
  { method: 'GET', path: '/admin/stats', anonymous: 401, user: 403, editor: 403, admin: 'ok' },
  { method: 'GET', path: '/admin/users?page=1&limit=5', anonymous: 401, user: 403, editor: 403, admin: 'ok' },
  { method: 'GET', path: '/admin/users/:admin', anonymous: 401, user: 403, editor: 403, admin: 'ok' },
  {
    method: 'PUT',
    path: '/admin/users/:admin',
    body: { requestLimit: 10 },
    anonymous: 401,
    user: 403,
    editor: 403,
    admin: 'ok',
  },
  { method: 'DELETE', path: '/admin/users/999999', anonymous: 401, user: 403, editor: 403, admin: 404 },
  { method: 'DELETE', path: '/admin/users/1/referrals/999999', anonymous: 401, user: 403, editor: 403, admin: 404 },
  { method: 'GET', path: '/admin/access-requests', anonymous: 401, user: 403, editor: 403, admin: 'ok' },
  {
    method: 'PUT',
    path: '/admin/access-requests/999999',
    body: { status: 'approved' },
    anonymous: 401,
    user: 403,
    editor: 403,
    admin: 404,
  },
  { method: 'GET', path: '/analytics/stats/detailed?period=7d', anonymous: 401, user: 403, editor: 403, admin: 'ok' },
  { method: 'GET', path: '/analytics/wrong-answer-reports', anonymous: 401, user: 403, editor: 403, admin: 'ok' },
  {
    method: 'GET',
    path: '/analytics/wrong-answer-reports/:report',
    anonymous: 401,
    user: 403,
    editor: 403,
    admin: 'ok',
  },
  {
    method: 'PUT',
    path: '/analytics/wrong-answer-reports/:report',
    body: { status: 'pending' },
    anonymous: 401,
    user: 403,
    editor: 403,
    admin: 400,
  },
  // Payload's REST: editors get no users, billing, answers or reports…
  { method: 'GET', path: '/users?limit=1', anonymous: 403, user: 'ok', editor: 'ok', admin: 'ok' },
  { method: 'GET', path: '/answers?limit=1', anonymous: 403, user: 403, editor: 403, admin: 'ok' },
  { method: 'GET', path: '/subscriptions?limit=1', anonymous: 403, user: 403, editor: 403, admin: 'ok' },
  { method: 'GET', path: '/payments?limit=1', anonymous: 403, user: 403, editor: 403, admin: 'ok' },
  { method: 'GET', path: '/wrong-answer-reports?limit=1', anonymous: 403, user: 403, editor: 403, admin: 'ok' },
  { method: 'GET', path: '/access-requests?limit=1', anonymous: 403, user: 403, editor: 403, admin: 'ok' },
  { method: 'GET', path: '/visits?limit=1', anonymous: 403, user: 403, editor: 403, admin: 'ok' },
  // …but write every piece of content.
  {
    method: 'POST',
    path: '/faqs',
    body: { question: 'Is it free?', answer: 'Yes, ten questions a week.' },
    anonymous: 403,
    user: 403,
    editor: 'ok',
    admin: 'ok',
  },
  {
    method: 'PATCH',
    path: '/faqs/:faq',
    body: { order: 3 },
    anonymous: 403,
    user: 403,
    editor: 'ok',
    admin: 'ok',
  },
  { method: 'DELETE', path: '/faqs/:faq', anonymous: 403, user: 403, editor: 'ok', admin: 404 },
]

describe('access matrix: admin and analytics routes × roles', () => {
  const cells = ACCESS_MATRIX.flatMap((row) =>
    (['anonymous', 'user', 'editor', 'admin'] as const).map(
      (role) => [`${row.method} ${row.path}`, role, row] as const,
    ),
  )
  it.each(cells)('%s as %s', async (_label, role, row) => {
    const path = row.path
      .replace(':admin', String(admin.id))
      .replace(':report', String(reportId))
      .replace(':faq', String(faqId))
    const { status } = await call(role, row.method, path, row.body)
    const expected = row[role]
    if (expected === 'ok') expect(status).toBeLessThan(300)
    else expect(status).toBe(expected)
  })

  // The FAQs written above exist only in English: later suites check every FAQ is translated.
  afterAll(async () => {
    await payload.delete({ collection: 'faqs', where: { question: { equals: 'Is it free?' } } })
  })

  it('editors cannot give themselves or anyone a role through REST', async () => {
    const target = await createUser(payload)
    await call('editor', 'PATCH', `/users/${target.id}`, { role: 'admin' })
    expect((await payload.findByID({ collection: 'users', id: target.id })).role).toBe('user')
  })
})

describe('the admin area never locks itself out', () => {
  /** Makes `admin` the only admin for the duration of `run` (other test files create admins too). */
  const asOnlyAdmin = async (run: () => Promise<void>) => {
    const others = await payload.find({
      collection: 'users',
      where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: admin.id } }] },
      limit: 0,
      pagination: false,
      depth: 0,
    })
    const ids = others.docs.map((doc) => doc.id)
    if (ids.length)
      await payload.db.updateMany({ collection: 'users', where: { id: { in: ids } }, data: { role: 'user' } })
    try {
      await run()
    } finally {
      if (ids.length)
        await payload.db.updateMany({ collection: 'users', where: { id: { in: ids } }, data: { role: 'admin' } })
    }
  }

  it.each([
    ['the admin API', () => call('admin', 'PUT', `/admin/users/${admin.id}`, { role: 'user' })],
    ['Payload REST', () => call('admin', 'PATCH', `/users/${admin.id}`, { role: 'editor' })],
  ])('an admin cannot remove their own admin role through %s (409)', async (_via, attempt) => {
    const colleague = await createUser(payload, { role: 'admin' })
    const response = await attempt()
    expect(response.status).toBe(409)
    expect(response.json.message ?? response.json.errors?.[0]?.message).toMatch(/your own admin role/)
    expect((await payload.findByID({ collection: 'users', id: admin.id })).role).toBe('admin')
    await payload.delete({ collection: 'users', id: colleague.id })
  })

  it('an admin cannot delete their own account, and nothing of it is removed (409)', async () => {
    await createAnswer(payload, admin)
    const answersBefore = (await payload.count({ collection: 'answers', where: { user: { equals: admin.id } } }))
      .totalDocs
    const response = await call('admin', 'DELETE', `/admin/users/${admin.id}`)
    expect(response.status).toBe(409)
    expect(response.json.message).toMatch(/your own account/)
    expect((await payload.count({ collection: 'answers', where: { user: { equals: admin.id } } })).totalDocs).toBe(
      answersBefore,
    )
    expect((await call('admin', 'DELETE', `/users/${admin.id}`)).status).toBe(409)
  })

  it('the last admin can be neither demoted nor deleted by another account, in the reader’s language', async () => {
    await asOnlyAdmin(async () => {
      // A second admin session acting on the only admin: Payload's Local API as the hooks see it.
      const outsider = await createUser(payload, { role: 'user' })
      await expect(
        payload.update({ collection: 'users', id: admin.id, data: { role: 'user' }, user: outsider }),
      ).rejects.toMatchObject({ status: 409 })
      await expect(payload.delete({ collection: 'users', id: admin.id, user: outsider })).rejects.toMatchObject({
        status: 409,
      })
      const french = await rest('PATCH', `/users/${admin.id}`, {
        token: tokens.admin,
        body: { role: 'user' },
        headers: { 'x-locale': 'fr' },
      })
      expect(french.status).toBe(409)
      expect((await payload.findByID({ collection: 'users', id: admin.id })).role).toBe('admin')
    })
  })

  it('a second admin may demote and delete an admin while another admin remains', async () => {
    const colleague = await createUser(payload, { role: 'admin' })
    expect((await call('admin', 'PUT', `/admin/users/${colleague.id}`, { role: 'editor' })).status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: colleague.id })).role).toBe('editor')
    await createAnswer(payload, colleague)
    expect((await call('admin', 'DELETE', `/admin/users/${colleague.id}`)).status).toBe(200)
    expect((await payload.count({ collection: 'answers', where: { user: { equals: colleague.id } } })).totalDocs).toBe(
      0,
    )
  })
})

describe('GET /api/admin/users: paging, sort and search on the server', () => {
  const marker = `pager${Date.now()}`
  const created: User[] = []

  beforeAll(async () => {
    for (const [index, name] of ['Carla', 'alice', 'Bruno', 'Dora', 'Emil'].entries()) {
      created.push(
        await createUser(payload, {
          name: `${name} ${marker}`,
          email: uniqueEmail(`${marker}-${index}`),
          role: index === 4 ? 'editor' : 'user',
        }),
      )
    }
    // Alice has two referrals, Bruno one; Dora is locked out; Carla is approved.
    await payload.update({ collection: 'users', id: created[0]!.id, data: { referredBy: created[1]!.id } })
    await payload.update({ collection: 'users', id: created[3]!.id, data: { referredBy: created[1]!.id } })
    await payload.update({ collection: 'users', id: created[4]!.id, data: { referredBy: created[2]!.id } })
    await payload.db.updateOne({
      collection: 'users',
      id: created[3]!.id,
      data: { lockUntil: new Date(Date.now() + 600_000).toISOString() },
    })
    await payload.create({ collection: 'access-requests', data: { user: created[0]!.id, status: 'approved' } })
    await payload.create({ collection: 'access-requests', data: { user: created[2]!.id, status: 'rejected' } })
  })

  const list = async (query: string) => (await call('admin', 'GET', `/admin/users?search=${marker}&${query}`)).json
  const names = (body: Record<string, any>) => (body.users as { name: string }[]).map((user) => user.name.split(' ')[0])

  it.each([
    ['sort=name', ['alice', 'Bruno', 'Carla', 'Dora', 'Emil']],
    ['sort=-name', ['Emil', 'Dora', 'Carla', 'Bruno', 'alice']],
    ['sort=-totalReferrals', ['alice', 'Bruno', 'Emil', 'Dora', 'Carla']],
    ['sort=role&limit=1', ['Emil']],
    ['sort=name&limit=2&page=2', ['Carla', 'Dora']],
    ['sort=name&role=editor', ['Emil']],
  ])('%s', async (query, expected) => {
    expect(names(await list(query))).toEqual(expected)
  })

  it('reports totals, pages and the real status of each account', async () => {
    const body = await list('sort=name&limit=2')
    expect(body).toMatchObject({ totalDocs: 5, page: 1, limit: 2, totalPages: 3 })
    const all = await list('sort=name&limit=10')
    const statusOf = Object.fromEntries(
      all.users.map((u: { name: string; status: string }) => [u.name.split(' ')[0], u.status]),
    )
    expect(statusOf).toEqual({ alice: 'pending', Bruno: 'rejected', Carla: 'active', Dora: 'locked', Emil: 'active' })
    const alice = all.users.find((u: { name: string }) => u.name.startsWith('alice'))
    expect(alice).toMatchObject({ totalReferrals: 2, requestLimit: 10, role: 'user' })
    expect(alice).not.toHaveProperty('hash')
  })

  it('searches by e-mail as well as name, case-insensitively, and treats % literally', async () => {
    expect((await call('admin', 'GET', `/admin/users?search=${marker.toUpperCase()}-2`)).json.users).toHaveLength(1)
    expect((await call('admin', 'GET', `/admin/users?search=${encodeURIComponent('%')}${marker}`)).json.totalDocs).toBe(
      0,
    )
  })

  it('returns one account with its referrals for the Edit User modal', async () => {
    const body = (await call('admin', 'GET', `/admin/users/${created[1]!.id}`)).json
    expect(body.user.referrals.map((r: { id: number }) => r.id).sort()).toEqual([created[0]!.id, created[3]!.id].sort())
  })

  it.each([
    ['sort=password', 400],
    ['limit=0', 400],
    ['limit=101', 400],
    ['page=-1', 400],
    ['role=owner', 400],
  ])('refuses %s with %i', async (query, status) => {
    expect((await call('admin', 'GET', `/admin/users?${query}`)).status).toBe(status)
  })
})

describe('wrong-answer report review', () => {
  const newReport = async () =>
    (
      await payload.create({
        collection: 'wrong-answer-reports',
        data: { user: admin.id, status: 'pending', question: { text: 'What is 7 × 8?' }, wrongAnswer: { text: '54' } },
      })
    ).id

  it.each([
    [['reviewing'], 'reviewing'],
    [['reviewing', 'resolved'], 'resolved'],
    [['reviewing', 'rejected'], 'rejected'],
    [['reviewing', 'pending'], 'pending'],
    [['reviewing', 'resolved', 'pending'], 'pending'],
    [['reviewing', 'rejected', 'pending', 'reviewing'], 'reviewing'],
  ])('%j ends %s', async (moves, expected) => {
    const id = await newReport()
    for (const status of moves) {
      expect((await call('admin', 'PUT', `/analytics/wrong-answer-reports/${id}`, { status })).status).toBe(200)
    }
    expect((await payload.findByID({ collection: 'wrong-answer-reports', id })).status).toBe(expected)
  })

  it.each([
    [[], 'resolved'],
    [[], 'rejected'],
    [[], 'pending'],
    [['reviewing'], 'reviewing'],
    [['reviewing', 'resolved'], 'rejected'],
    [['reviewing', 'resolved'], 'reviewing'],
    [[], 'closed'],
  ])('after %j, moving to %s is a 400 that changes nothing', async (moves, status) => {
    const id = await newReport()
    for (const move of moves) await call('admin', 'PUT', `/analytics/wrong-answer-reports/${id}`, { status: move })
    const before = (await payload.findByID({ collection: 'wrong-answer-reports', id })).status
    const response = await call('admin', 'PUT', `/analytics/wrong-answer-reports/${id}`, { status })
    expect(response.status).toBe(400)
    expect(response.json.message).toBeTruthy()
    expect((await payload.findByID({ collection: 'wrong-answer-reports', id })).status).toBe(before)
  })

  it('lists counts per status and a page of reports; shows one in full; 404 for an unknown id', async () => {
    const id = await newReport()
    const list = (await call('admin', 'GET', '/analytics/wrong-answer-reports?status=pending&limit=100')).json
    const counted = await payload.count({
      collection: 'wrong-answer-reports',
      where: { status: { equals: 'pending' } },
    })
    expect(list.pending).toBe(counted.totalDocs)
    expect(list.reports.every((r: { status: string }) => r.status === 'pending')).toBe(true)
    expect(list.reports.find((r: { id: number }) => r.id === id)).toMatchObject({
      user: { name: 'Ada Admin', email: admin.email },
      question: { text: 'What is 7 × 8?' },
      wrongAnswer: { text: '54' },
    })
    const detail = (await call('admin', 'GET', `/analytics/wrong-answer-reports/${id}`)).json.report
    expect(detail).toMatchObject({ id, status: 'pending', correctAnswer: null, answerId: null, threadId: null })
    expect((await call('admin', 'GET', '/analytics/wrong-answer-reports/999999')).status).toBe(404)
    expect((await call('admin', 'GET', '/analytics/wrong-answer-reports/abc')).status).toBe(404)
  })
})

describe('POST /api/answers/:id/feedback', () => {
  it('records one changeable vote on your own answer; other people’s answers are not found', async () => {
    const vote = (role: Role, helpful: unknown, id: number | string = answerId) =>
      call(role, 'POST', `/answers/${id}/feedback`, { helpful })
    expect((await vote('user', true)).json).toEqual({ feedback: 'helpful' })
    expect((await vote('user', false)).json).toEqual({ feedback: 'not_helpful' })
    expect((await payload.findByID({ collection: 'answers', id: answerId })).feedback).toBe('not_helpful')
    expect((await vote('admin', true)).status).toBe(404)
    expect((await vote('anonymous', true)).status).toBe(401)
    expect((await vote('user', 'yes')).status).toBe(400)
    expect((await vote('user', true, 'abc')).status).toBe(404)
    expect((await payload.findByID({ collection: 'answers', id: answerId })).feedback).toBe('not_helpful')
  })
})

describe('GET /api/admin/stats', () => {
  it('counts questions, accounts, downloads and pending requests', async () => {
    const before = (await call('admin', 'GET', '/admin/stats')).json
    const student = await createUser(payload)
    await payload.create({ collection: 'access-requests', data: { user: student.id, status: 'pending' } })
    await createAnswer(payload, student)
    await payload.create({ collection: 'downloads', data: { user: student.id, version: '1.0.0', store: 'zip' } })
    expect((await call('admin', 'GET', '/admin/stats')).json).toEqual({
      totalQuestionsAsked: before.totalQuestionsAsked + 1,
      totalUsers: before.totalUsers + 1,
      totalDownloads: before.totalDownloads + 1,
      totalPendingRequests: before.totalPendingRequests + 1,
    })
  })
})
