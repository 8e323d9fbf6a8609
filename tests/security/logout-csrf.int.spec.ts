import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { serverUrl } from '@/config/server'

import { createUser, STRONG_PASSWORD } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/** Finding 11 (logout CSRF): another site cannot sign our user out. */
let payload: Payload

const signIn = async () => {
  const user = await createUser(payload)
  return (await rest('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } })).json
    .token as string
}
const cookie = (token: string) => ({ cookie: `payload-token=${token}` })

beforeAll(async () => {
  payload = await getTestPayload()
})

describe.each(['/auth/logout', '/users/logout'])('POST /api%s', (path) => {
  it('from a foreign origin is refused and clears no cookie', async () => {
    const token = await signIn()
    for (const headers of [
      { ...cookie(token), origin: 'https://evil.example' },
      { ...cookie(token), 'sec-fetch-site': 'cross-site' },
      { ...cookie(token), origin: 'null' },
    ]) {
      const response = await rest('POST', path, { headers })
      expect(response.status).toBe(403)
      expect(response.headers.get('set-cookie') ?? '').not.toMatch(/payload-token=;/)
    }
    expect((await rest('GET', '/auth/verify', { token })).status).toBe(200)
  })

  it('from our own origin signs out', async () => {
    const token = await signIn()
    const response = await rest('POST', path, {
      headers: { ...cookie(token), origin: serverUrl(), 'sec-fetch-site': 'same-origin' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/payload-token=;/)
    expect((await rest('GET', '/auth/verify', { token })).status).toBe(401)
  })
})
