import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS } from '@/config/limits'

import { createUser, uniqueEmail } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Finding 8: how long a failed sign-in takes does not tell whether the e-mail has an account.
 * The cost of a sign-in is its password hash, so the test counts that work instead of timing it:
 * every PBKDF2 derivation in the process (Payload's check of a stored hash, and ours) goes through
 * `crypto.pbkdf2`, which is watched while one sign-in runs.
 */
let payload: Payload

type HashWork = { iterations: number; keyLength: number; digest: string }

const hashWorkOf = async (path: string, email: string, expectedStatus: number): Promise<HashWork[]> => {
  const spy = vi.spyOn(crypto, 'pbkdf2')
  try {
    const response = await rest('POST', path, { body: { email, password: 'Wrong!Pass1' } })
    expect(response.status).toBe(expectedStatus)
    return spy.mock.calls.map(([, , iterations, keyLength, digest]) => ({ iterations, keyLength, digest }))
  } finally {
    spy.mockRestore()
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe.each(['/auth/login', '/users/login'])('POST /api%s', (path) => {
  it('spends the same password-hash work on an unknown e-mail as on a known one', async () => {
    // A known account with a wrong password: Payload derives the stored hash once.
    const known = await hashWorkOf(path, (await createUser(payload)).email, 401)
    expect(known).toEqual([{ iterations: 600_000, keyLength: 32, digest: 'sha256' }])

    const unknown = await hashWorkOf(path, uniqueEmail('nobody'), 401)
    expect(unknown).toEqual(known)
  })

  it('spends the same work on a locked account (Payload refuses it before hashing)', async () => {
    const user = await createUser(payload)
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { loginAttempts: MAX_LOGIN_ATTEMPTS, lockUntil: new Date(Date.now() + LOCK_TIME_MS).toISOString() },
      returning: false,
    })
    const locked = await hashWorkOf(path, user.email, 429)
    expect(locked).toEqual([{ iterations: 600_000, keyLength: 32, digest: 'sha256' }])
  })
})
