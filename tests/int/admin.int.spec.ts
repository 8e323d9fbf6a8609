import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { approveAccessForUser } from '@/services/admin/access-requests'

import { createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { readOutbox } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload
let adminToken: string
let userToken: string

const tokenFor = async (email: string) =>
  (await rest('POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } })).json.token as string
const signUp = async (referralCode?: string) =>
  (
    await rest('POST', '/auth/register', {
      body: { name: 'New Student', email: uniqueEmail('signup'), password: STRONG_PASSWORD, referralCode },
    })
  ).json

beforeAll(async () => {
  payload = await getTestPayload()
  adminToken = await tokenFor((await createUser(payload, { role: 'admin' })).email)
  userToken = await tokenFor((await createUser(payload)).email)
})

describe('admin API access', () => {
  it.each([
    ['GET', '/admin/users', undefined],
    ['PUT', '/admin/users/1', { role: 'user' }],
    ['DELETE', '/admin/users/999999', undefined],
    ['DELETE', '/admin/users/1/referrals/2', undefined],
    ['GET', '/admin/access-requests', undefined],
    ['PUT', '/admin/access-requests/1', { status: 'approved' }],
  ] as const)('%s %s: 401 signed out, 403 for a user', async (method, path, body) => {
    expect((await rest(method as never, path, { body })).status).toBe(401)
    expect((await rest(method as never, path, { body, token: userToken })).status).toBe(403)
  })
})

describe('admin users', () => {
  it('lists users with referrals and their real access status, without secrets', async () => {
    const student = await signUp()
    const response = await rest('GET', '/admin/users', { token: adminToken })
    expect(response.status).toBe(200)
    const row = response.json.users.find((u: { id: number }) => u.id === student.user.id)
    expect(row).toMatchObject({
      email: student.user.email,
      role: 'user',
      // Signed up, no plan chosen yet: the Users tab says so rather than a bare "pending".
      status: 'onboarding',
      totalReferrals: 0,
      requestLimit: 10,
    })
    expect(row).not.toHaveProperty('hash')
  })

  it('edits email, role and weekly limit; a taken e-mail is a field error', async () => {
    const student = await signUp()
    const other = await signUp()
    const id = student.user.id
    const updated = await rest('PUT', `/admin/users/${id}`, {
      token: adminToken,
      body: { requestLimit: '25', role: 'admin' },
    })
    expect(updated.status).toBe(200)
    expect(updated.json.user).toMatchObject({ requestLimit: 25, role: 'admin' })
    const taken = await rest('PUT', `/admin/users/${id}`, { token: adminToken, body: { email: other.user.email } })
    expect(taken.status).toBe(409)
    expect(taken.json.field).toBe('email')
    expect((await rest('PUT', `/admin/users/${id}`, { token: adminToken, body: { role: 'owner' } })).status).toBe(400)
    expect((await rest('PUT', `/admin/users/${id}`, { token: adminToken, body: { requestLimit: -1 } })).status).toBe(
      400,
    )
    expect((await rest('PUT', `/admin/users/${id}`, { token: adminToken, body: {} })).status).toBe(400)
    expect((await rest('PUT', '/admin/users/999999', { token: adminToken, body: { role: 'user' } })).status).toBe(404)
  })

  it('removes a referral and the bonus it gave', async () => {
    const referrer = await signUp()
    const code = (await rest('POST', '/referral/generate', { token: referrer.token })).json.referralCode
    const friend = await signUp(code)
    await approveAccessForUser({ payload, userId: friend.user.id })
    expect((await payload.findByID({ collection: 'users', id: referrer.user.id })).requestLimit).toBe(20)
    const removed = await rest('DELETE', `/admin/users/${referrer.user.id}/referrals/${friend.user.id}`, {
      token: adminToken,
    })
    expect(removed.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: referrer.user.id })).requestLimit).toBe(10)
    expect(
      (await rest('DELETE', `/admin/users/${referrer.user.id}/referrals/${friend.user.id}`, { token: adminToken }))
        .status,
    ).toBe(404)
  })

  it('deletes a user and their access request', async () => {
    const student = await signUp()
    expect((await rest('DELETE', `/admin/users/${student.user.id}`, { token: adminToken })).status).toBe(200)
    expect((await payload.count({ collection: 'users', where: { id: { equals: student.user.id } } })).totalDocs).toBe(0)
    expect(
      (await payload.count({ collection: 'access-requests', where: { user: { equals: student.user.id } } })).totalDocs,
    ).toBe(0)
  })
})

describe('access requests', () => {
  const requestOf = async (userId: number) =>
    (await rest('GET', '/admin/access-requests', { token: adminToken })).json.requests.find(
      (r: { user: { id: number } }) => r.user.id === userId,
    )

  it('lists requests in the shape of spec §3', async () => {
    const student = await signUp()
    expect(await requestOf(student.user.id)).toMatchObject({
      status: 'pending',
      createdAt: expect.any(String),
      user: { name: 'New Student', email: student.user.email, totalQuestionsAsked: 0, totalReferrals: 0 },
    })
  })

  it('shares the Users status: an account that never chose a plan is Onboarding, not a pending request to approve', async () => {
    const before = (await rest('GET', '/admin/stats', { token: adminToken })).json.totalPendingRequests
    const onboarding = await signUp()
    const chosen = await signUp()
    await payload.update({ collection: 'users', id: chosen.user.id, data: { plan: 'free' }, overrideAccess: true })
    expect(await requestOf(onboarding.user.id)).toMatchObject({ status: 'pending', accountStatus: 'onboarding' })
    expect(await requestOf(chosen.user.id)).toMatchObject({ status: 'pending', accountStatus: 'pending' })
    // The Pending Requests card counts only the request an admin can act on.
    expect((await rest('GET', '/admin/stats', { token: adminToken })).json.totalPendingRequests).toBe(before + 1)
    const pendingOnly = await rest('GET', '/admin/access-requests?status=pending&limit=100', { token: adminToken })
    const ids = pendingOnly.json.requests.map((r: { user: { id: number } }) => r.user.id)
    expect(ids).toContain(chosen.user.id)
    expect(ids).not.toContain(onboarding.user.id)
  })

  it('allows only the spec transitions; approval e-mails the install instructions', async () => {
    const student = await signUp()
    const { id } = await requestOf(student.user.id)
    const put = (status: string) => rest('PUT', `/admin/access-requests/${id}`, { token: adminToken, body: { status } })

    expect((await put('approved')).status).toBe(200)
    expect(
      readOutbox(student.user.email).some((m) => /install/i.test(m.subject) && m.html.includes('chrome://extensions')),
    ).toBe(true)
    expect((await put('rejected')).status).toBe(422)
    expect((await put('pending')).status).toBe(200)
    expect((await put('rejected')).status).toBe(200)
    expect((await put('approved')).status).toBe(422)
    expect((await put('pending')).status).toBe(422)
    expect((await put('banana')).status).toBe(400)
    expect((await requestOf(student.user.id)).status).toBe('rejected')
  })

  it('concurrent approvals (admin and billing together) approve once and e-mail once', async () => {
    const student = await signUp()
    const { id } = await requestOf(student.user.id)
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () =>
        rest('PUT', `/admin/access-requests/${id}`, { token: adminToken, body: { status: 'approved' } }),
      ),
      ...Array.from({ length: 3 }, () => approveAccessForUser({ payload, userId: student.user.id })),
    ])
    expect(results.slice(0, 3).map((response) => (response as { status: number }).status)).toEqual([200, 200, 200])
    expect((await requestOf(student.user.id)).status).toBe('approved')
    expect(readOutbox(student.user.email).filter((message) => /install/i.test(message.subject))).toHaveLength(1)
  })

  it('of an approval and a rejection racing, only the one that took effect reports success', async () => {
    for (let round = 0; round < 5; round += 1) {
      const student = await signUp()
      const { id } = await requestOf(student.user.id)
      const put = (status: string) =>
        rest('PUT', `/admin/access-requests/${id}`, { token: adminToken, body: { status } })
      const [approve, reject] = await Promise.all([put('approved'), put('rejected')])
      const final = (await requestOf(student.user.id)).status
      const succeeded = [approve, reject].filter((response) => response.status === 200)
      expect(succeeded.map((response) => response.json.request.status)).toEqual([final])
      for (const response of [approve, reject].filter((candidate) => candidate.status !== 200))
        expect([409, 422]).toContain(response.status)
    }
  })

  it('billing approval for an account without a request creates exactly one, even when events race', async () => {
    const user = await createUser(payload)
    await Promise.all(Array.from({ length: 6 }, () => approveAccessForUser({ payload, userId: user.id })))
    const requests = await payload.find({
      collection: 'access-requests',
      where: { user: { equals: user.id } },
      overrideAccess: true,
    })
    expect(requests.docs.map((request) => request.status)).toEqual(['approved'])
  })
})
