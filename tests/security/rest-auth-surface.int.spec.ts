import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/config/limits'

import { createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { fromClient, randomClientAddress, rest } from '../helpers/rest'

/**
 * Finding 2: Payload's stock /api/users/* auth routes are held to the rules of /api/auth/*
 * (per-address limits, lockout, admin-only unlock, the same messages).
 */
let payload: Payload

const tokenFor = async (email: string) =>
  (await rest('POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } })).json.token as string

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('POST /api/users/unlock', () => {
  it('is refused to a student, and unlocks nothing', async () => {
    const student = await createUser(payload)
    const target = await createUser(payload)
    await payload.db.updateOne({
      collection: 'users',
      id: target.id,
      data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 600_000).toISOString() },
    })
    const response = await rest('POST', '/users/unlock', {
      token: await tokenFor(student.email),
      body: { email: target.email },
    })
    expect(response.status).toBe(403)
    const after = await payload.db.findOne<{ id: number | string; lockUntil?: string }>({
      collection: 'users',
      where: { id: { equals: target.id } },
    })
    expect(new Date(after!.lockUntil!).getTime()).toBeGreaterThan(Date.now())
  })

  it('is allowed to an admin', async () => {
    const admin = await createUser(payload, { role: 'admin' })
    const target = await createUser(payload)
    const response = await rest('POST', '/users/unlock', {
      token: await tokenFor(admin.email),
      body: { email: target.email },
    })
    expect(response.status).toBe(200)
  })
})

describe('POST /api/users/login', () => {
  it('has the per-address limit of /api/auth/login', async () => {
    // Unknown e-mails: no account's own lockout (5 failures, a 429 too) gets in the way.
    const client = fromClient(randomClientAddress())
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.login.limit; i++) {
      const response = await rest('POST', '/users/login', {
        body: { email: uniqueEmail('nobody'), password: 'Wrong!Pass1' },
        headers: client,
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, RATE_LIMITS.login.limit).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    // Each failed sign-in costs a full password hash (see login-timing): slow on a busy machine.
  }, 240_000)

  it('answers a locked account with the same message as /api/auth/login', async () => {
    const target = await createUser(payload)
    await payload.db.updateOne({
      collection: 'users',
      id: target.id,
      data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 600_000).toISOString() },
    })
    const ours = await rest('POST', '/auth/login', { body: { email: target.email, password: STRONG_PASSWORD } })
    const stock = await rest('POST', '/users/login', { body: { email: target.email, password: STRONG_PASSWORD } })
    expect(stock.status).toBe(ours.status)
    expect(stock.json.message).toBe(ours.json.message)
  })
})

describe('POST /api/users/forgot-password', () => {
  it('has the per-address limit of /api/auth/forgot-password', async () => {
    const target = await createUser(payload)
    const client = fromClient(randomClientAddress())
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.forgotPassword.limit; i++) {
      statuses.push(
        (await rest('POST', '/users/forgot-password', { body: { email: target.email }, headers: client })).status,
      )
    }
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('POST /api/users/reset-password', () => {
  it('has the per-address limit of /api/auth/reset-password', async () => {
    const client = fromClient(randomClientAddress())
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.resetPassword.limit; i++) {
      const body = { token: 'never-issued', password: STRONG_PASSWORD }
      statuses.push((await rest('POST', '/users/reset-password', { body, headers: client })).status)
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('POST /api/users/first-register and /api/users/verify/:token', () => {
  it('are closed once accounts exist / e-mail verification is not used', async () => {
    await createUser(payload)
    const body = { name: 'Mallory', email: uniqueEmail('first'), password: STRONG_PASSWORD }
    expect((await rest('POST', '/users/first-register', { body })).status).toBe(403)
    expect((await rest('POST', '/users/verify/anything')).status).toBe(404)
  })
})
