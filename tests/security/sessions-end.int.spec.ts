import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, STRONG_PASSWORD } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/** Finding 3: signing out ends the session on the server, everywhere at once. */
let payload: Payload

const signIn = async (email: string) =>
  (await rest('POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } })).json.token as string

const stillWorks = async (token: string) => ({
  verify: (await rest('GET', '/auth/verify', { token })).status,
  me: (await rest('GET', '/users/me', { token })).json?.user ? 200 : 401,
  refresh: (await rest('POST', '/users/refresh-token', { token })).status,
  extension: (await rest('POST', '/auth/extension-token', { token })).status,
})

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('signing out', () => {
  it('POST /api/auth/logout revokes the token: verify, me, refresh and extension-token refuse it', async () => {
    const user = await createUser(payload)
    const token = await signIn(user.email)
    expect((await rest('GET', '/auth/verify', { token })).status).toBe(200)
    expect((await rest('POST', '/auth/logout', { token })).status).toBe(200)
    expect(await stillWorks(token)).toEqual({ verify: 401, me: 401, refresh: 403, extension: 401 })
  })

  it('POST /api/users/logout (the admin) revokes the token too', async () => {
    const admin = await createUser(payload, { role: 'admin' })
    const token = await signIn(admin.email)
    expect((await rest('POST', '/users/logout', { token })).status).toBe(200)
    expect((await rest('GET', '/auth/verify', { token })).status).toBe(401)
  })

  it('a refreshed token dies with the session it came from', async () => {
    const user = await createUser(payload)
    const token = await signIn(user.email)
    const refreshed = (await rest('POST', '/users/refresh-token', { token })).json.refreshedToken as string
    expect(refreshed).toEqual(expect.any(String))
    await rest('POST', '/auth/logout', { token })
    expect((await rest('GET', '/auth/verify', { token: refreshed })).status).toBe(401)
  })

  it('signing out one device leaves the others signed in', async () => {
    const user = await createUser(payload)
    const laptop = await signIn(user.email)
    const phone = await signIn(user.email)
    await rest('POST', '/auth/logout', { token: laptop })
    expect((await rest('GET', '/auth/verify', { token: phone })).status).toBe(200)
  })
})

describe('the extension', () => {
  it('gets its own session, not the site token, listed and revocable from Settings', async () => {
    const user = await createUser(payload)
    const site = await signIn(user.email)
    const issued = await rest('POST', '/auth/extension-token', { token: site, body: { device: 'Chrome on Linux' } })
    expect(issued.status).toBe(200)
    const extension = issued.json.token as string
    expect(extension).not.toBe(site)
    const listed = await rest('GET', '/auth/extension-sessions', { token: site })
    expect(listed.status).toBe(200)
    expect(listed.json.sessions).toEqual([
      expect.objectContaining({ id: expect.any(String), device: 'Chrome on Linux' }),
    ])
    // Signing the extension out leaves the site signed in.
    const other = await rest('POST', '/auth/extension-token', { token: site })
    expect((await rest('POST', '/auth/logout', { token: other.json.token })).status).toBe(200)
    expect((await rest('GET', '/auth/verify', { token: site })).status).toBe(200)
    const site2 = await signIn(user.email)
    const revoked = await rest('DELETE', `/auth/extension-sessions/${listed.json.sessions[0].id}`, { token: site2 })
    expect(revoked.status).toBe(200)
    expect((await rest('GET', '/auth/verify', { token: extension })).status).toBe(401)
    expect((await rest('GET', '/auth/extension-sessions', { token: site2 })).json.sessions).toEqual([])
    expect((await rest('GET', '/auth/verify', { token: site2 })).status).toBe(200)
  })

  it('signing the site out ends the extension session that site session opened, and only that one', async () => {
    const user = await createUser(payload)
    const laptop = await signIn(user.email)
    const library = await signIn(user.email)
    const fromLaptop = (await rest('POST', '/auth/extension-token', { token: laptop })).json.token as string
    const fromLibrary = (await rest('POST', '/auth/extension-token', { token: library })).json.token as string
    expect((await rest('POST', '/auth/logout', { token: library })).status).toBe(200)
    expect((await rest('GET', '/auth/verify', { token: fromLibrary })).status).toBe(401)
    expect((await rest('GET', '/threads', { token: fromLibrary })).status).toBe(401)
    expect((await rest('GET', '/auth/verify', { token: fromLaptop })).status).toBe(200)
    expect((await rest('GET', '/auth/extension-sessions', { token: laptop })).json.sessions).toHaveLength(1)
  })

  it('one student cannot sign out another student’s extension', async () => {
    const owner = await createUser(payload)
    const other = await createUser(payload)
    const ownerToken = await signIn(owner.email)
    const extension = (await rest('POST', '/auth/extension-token', { token: ownerToken })).json.token as string
    const [session] = (await rest('GET', '/auth/extension-sessions', { token: ownerToken })).json.sessions
    const refused = await rest('DELETE', `/auth/extension-sessions/${session.id}`, { token: await signIn(other.email) })
    expect(refused.status).toBe(404)
    expect((await rest('GET', '/auth/verify', { token: extension })).status).toBe(200)
  })
})

describe('signing out everywhere (issue 37 item 6)', () => {
  it.each(['/auth/logout?allSessions=true', '/users/logout?allSessions=true'])(
    'POST %s ends every site and extension session of the account, and no one else’s',
    async (path) => {
      const user = await createUser(payload)
      const bystander = await createUser(payload)
      const laptop = await signIn(user.email)
      const phone = await signIn(user.email)
      const extension = (await rest('POST', '/auth/extension-token', { token: phone })).json.token as string
      const theirs = await signIn(bystander.email)

      const response = await rest('POST', path, { token: laptop })
      expect(response.status).toBe(200)
      expect(response.headers.get('set-cookie')).toMatch(/payload-token=;.*Max-Age=0/)
      for (const token of [laptop, phone, extension]) {
        expect((await rest('GET', '/auth/verify', { token })).status).toBe(401)
      }
      expect((await rest('GET', '/threads', { token: extension })).status).toBe(401)
      const stored = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
      expect((stored as { extensionSessions?: unknown[] }).extensionSessions ?? []).toEqual([])
      expect((await rest('GET', '/auth/verify', { token: theirs })).status).toBe(200)
    },
  )

  it('allSessions other than "true" signs out this session only', async () => {
    const user = await createUser(payload)
    const laptop = await signIn(user.email)
    const phone = await signIn(user.email)
    expect((await rest('POST', '/auth/logout?allSessions=no', { token: laptop })).status).toBe(200)
    expect((await rest('GET', '/auth/verify', { token: phone })).status).toBe(200)
  })
})
