import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, STRONG_PASSWORD } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/** Finding 9: no authenticated answer may be kept by a browser or a shared cache. */
let payload: Payload
let token: string
let userId: string | number

beforeAll(async () => {
  payload = await getTestPayload()
  const user = await createUser(payload)
  userId = user.id
  token = (await rest('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } })).json.token
})

describe('Cache-Control on authenticated responses', () => {
  it.each([
    ['GET', '/users/me'],
    ['GET', '/auth/verify'],
    ['GET', '/access/status'],
    ['GET', '/user/stats'],
    ['GET', '/threads'],
    ['GET', '/flashcards'],
    ['POST', '/users/refresh-token'],
    ['GET', '/users/:id'],
  ] as const)('%s %s says no-store', async (method, path) => {
    const response = await rest(method, path.replace(':id', String(userId)), { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
  })
})
