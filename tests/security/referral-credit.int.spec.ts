import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { REFERRAL_CREDITS_PER_WEEK, REQUESTS_PER_REFERRAL } from '@/config/limits'
import { approveAccessForUser } from '@/services/admin/access-requests'
import { creditReferral } from '@/services/referrals/referral-credit'

import { createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Finding 6 (issue 22): every sign-up with a referral code raised the referrer's weekly limit at
 * once, for accounts nobody had checked, and the referrer saw the referred people's e-mails.
 * Credit now waits until the referred account is real (access approved, or a paid plan), at most
 * REFERRAL_CREDITS_PER_WEEK a week, and referrers see first names and masked e-mails only.
 */
let payload: Payload
let adminToken: string

const tokenFor = async (email: string) =>
  (await rest('POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } })).json.token as string

const signUp = async ({ name = 'Grace Brewster Hopper', referralCode }: { name?: string; referralCode?: string }) => {
  const email = uniqueEmail('referred')
  const response = await rest('POST', '/auth/register', {
    body: { name, email, password: STRONG_PASSWORD, referralCode },
  })
  expect(response.status).toBe(201)
  return { email, id: response.json.user.id as number, token: response.json.token as string }
}

const referrerWithCode = async () => {
  const user = await createUser(payload, { name: 'Rita Referrer' })
  const token = await tokenFor(user.email)
  const { referralCode } = (await rest('POST', '/referral/generate', { token })).json
  return { user, token, referralCode: referralCode as string }
}

const limitOf = async (id: number) => (await payload.findByID({ collection: 'users', id, depth: 0 })).requestLimit

/** The admin's approval, through the admin API the dashboard uses. */
const approve = async (email: string) => {
  const list = await rest('GET', `/admin/access-requests?search=${encodeURIComponent(email)}`, { token: adminToken })
  const request = list.json.requests.find((candidate: { user: { email: string } }) => candidate.user.email === email)
  const approved = await rest('PUT', `/admin/access-requests/${request.id}`, {
    token: adminToken,
    body: { status: 'approved' },
  })
  expect(approved.status).toBe(200)
}

beforeAll(async () => {
  payload = await getTestPayload()
  adminToken = await tokenFor((await createUser(payload, { role: 'admin' })).email)
})

describe('referral credit', () => {
  it('is not granted at sign-up; it is granted once the referred account is approved', async () => {
    const referrer = await referrerWithCode()
    const friend = await signUp({ referralCode: referrer.referralCode })
    expect(await limitOf(referrer.user.id)).toBe(10)

    await approve(friend.email)
    expect(await limitOf(referrer.user.id)).toBe(10 + REQUESTS_PER_REFERRAL)
    // Approving again (back to pending, then approved) never pays twice.
    const list = await rest('GET', `/admin/access-requests?search=${encodeURIComponent(friend.email)}`, {
      token: adminToken,
    })
    await rest('PUT', `/admin/access-requests/${list.json.requests[0].id}`, {
      token: adminToken,
      body: { status: 'pending' },
    })
    await approve(friend.email)
    expect(await limitOf(referrer.user.id)).toBe(10 + REQUESTS_PER_REFERRAL)
  })

  it('is granted for a paid plan (billing approves the account)', async () => {
    const referrer = await referrerWithCode()
    const friend = await signUp({ referralCode: referrer.referralCode })
    await payload.update({
      collection: 'users',
      id: friend.id,
      data: { billing: { subscriptionStatus: 'active' } },
      overrideAccess: true,
    })
    await approveAccessForUser({ payload, userId: friend.id })
    expect(await limitOf(referrer.user.id)).toBe(10 + REQUESTS_PER_REFERRAL)
  })

  it(`is capped at ${REFERRAL_CREDITS_PER_WEEK} referrals a week`, async () => {
    const referrer = await referrerWithCode()
    const friends = []
    for (let index = 0; index <= REFERRAL_CREDITS_PER_WEEK; index += 1)
      friends.push(await signUp({ referralCode: referrer.referralCode }))
    for (const friend of friends) await approve(friend.email)
    expect(await limitOf(referrer.user.id)).toBe(10 + REFERRAL_CREDITS_PER_WEEK * REQUESTS_PER_REFERRAL)
  })

  it(`holds the cap of ${REFERRAL_CREDITS_PER_WEEK} a week when approvals arrive at the same time`, async () => {
    const referrer = await referrerWithCode()
    const friends = []
    for (let index = 0; index < REFERRAL_CREDITS_PER_WEEK * 3; index += 1)
      friends.push(await signUp({ referralCode: referrer.referralCode }))
    // Every approval at once, as several admins (or app servers) would send them.
    await Promise.all(friends.map((friend) => approve(friend.email)))
    expect(await limitOf(referrer.user.id)).toBe(10 + REFERRAL_CREDITS_PER_WEEK * REQUESTS_PER_REFERRAL)
    const { totalDocs: credited } = await payload.count({
      collection: 'users',
      where: { and: [{ referredBy: { equals: referrer.user.id } }, { referralCreditedAt: { exists: true } }] },
      overrideAccess: true,
    })
    expect(credited).toBe(REFERRAL_CREDITS_PER_WEEK)
  })

  it('holds the cap when the crediting itself runs concurrently for many real accounts', async () => {
    const referrer = await referrerWithCode()
    const friends = []
    for (let index = 0; index < REFERRAL_CREDITS_PER_WEEK * 4; index += 1)
      friends.push(await signUp({ referralCode: referrer.referralCode }))
    // Made real (approved) without crediting, then credited all at once: the narrowest race.
    await payload.update({
      collection: 'access-requests',
      where: { user: { in: friends.map((friend) => friend.id) } },
      data: { status: 'approved' },
      overrideAccess: true,
    })
    const results = await Promise.all(friends.map((friend) => creditReferral({ payload, userId: friend.id })))
    expect(results.filter((result) => result.isCredited)).toHaveLength(REFERRAL_CREDITS_PER_WEEK)
    expect(await limitOf(referrer.user.id)).toBe(10 + REFERRAL_CREDITS_PER_WEEK * REQUESTS_PER_REFERRAL)
  })

  it('shows the referrer first names and masked e-mails only, in every answer that lists referrals (stats, verify, login)', async () => {
    const referrer = await referrerWithCode()
    const friend = await signUp({ name: 'Grace Brewster Hopper', referralCode: referrer.referralCode })
    const stats = await rest('GET', '/referral/stats', { token: referrer.token })
    const me = await rest('GET', '/auth/verify', { token: referrer.token })
    const referrerEmail = (await payload.findByID({ collection: 'users', id: referrer.user.id })).email
    const login = await rest('POST', '/auth/login', { body: { email: referrerEmail, password: STRONG_PASSWORD } })
    for (const body of [stats.json, me.json.user, login.json.user]) {
      expect(JSON.stringify(body)).not.toContain(friend.email)
      expect(JSON.stringify(body)).not.toContain('Hopper')
      const [listed] = body.referrals
      expect(listed.name).toBe('Grace')
      const [local, domain] = friend.email.split('@') as [string, string]
      expect(listed.email).toBe(`${local[0]}***@${domain[0]}***.${domain.split('.').at(-1)}`)
    }
  })
})
