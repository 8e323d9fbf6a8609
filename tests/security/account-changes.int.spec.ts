import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { readOutbox } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/** Finding 5: a stolen token cannot change the password or take over the e-mail address. */
let payload: Payload
const NEW_PASSWORD = 'N3w!Passw0rd'

const signIn = async (email: string, password = STRONG_PASSWORD) =>
  rest('POST', '/auth/login', { body: { email, password } })

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('PATCH /api/users/:id', () => {
  it('cannot change the password: the current-password flow is the only way', async () => {
    const user = await createUser(payload)
    const token = (await signIn(user.email)).json.token as string
    const response = await rest('PATCH', `/users/${user.id}`, { token, body: { password: NEW_PASSWORD } })
    expect(response.status).toBe(403)
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(401)
    expect((await signIn(user.email)).status).toBe(200)
  })

  it('an e-mail change waits for the link sent to the new address; the old one is told', async () => {
    const user = await createUser(payload)
    const token = (await signIn(user.email)).json.token as string
    const newEmail = uniqueEmail('moved')
    const response = await rest('PATCH', `/users/${user.id}`, { token, body: { email: newEmail, name: 'Still Me' } })
    expect(response.status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(stored.email).toBe(user.email)
    expect(stored.name).toBe('Still Me')
    expect((await signIn(newEmail)).status).toBe(401)
    expect((await rest('GET', '/auth/verify', { token })).status).toBe(200)

    const [confirmation] = readOutbox(newEmail)
    expect(confirmation).toBeDefined()
    expect(readOutbox(user.email).some((message) => message.html.includes(newEmail.split('@')[1]!))).toBe(true)
    const link = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(confirmation!.html)
    expect(link).not.toBeNull()

    expect((await rest('POST', '/auth/confirm-email', { body: { token: 'not-a-real-token' } })).status).toBe(400)
    const confirmed = await rest('POST', '/auth/confirm-email', { body: { token: link![1] } })
    expect(confirmed.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })).email).toBe(newEmail)
    expect((await signIn(newEmail)).status).toBe(200)
    // A link works once.
    expect((await rest('POST', '/auth/confirm-email', { body: { token: link![1] } })).status).toBe(400)
  })
})

describe('POST /api/auth/change-password and sessions', () => {
  type StoredSessions = { id: number; sessions?: { id: string }[] | null }
  const sessionIds = async (id: number) =>
    (
      (await payload.db.findOne<StoredSessions>({ collection: 'users', where: { id: { equals: id } } }))!.sessions ?? []
    ).map((session) => session.id)
  const sidOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid

  it('checks the current password without opening a session; the change ends the other sessions', async () => {
    const user = await createUser(payload)
    const current = (await signIn(user.email)).json.token as string
    const other = (await signIn(user.email)).json.token as string
    expect(await sessionIds(user.id)).toEqual([sidOf(current), sidOf(other)])

    const change = (currentPassword: string) =>
      rest('POST', '/auth/change-password', {
        token: current,
        body: { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      })

    expect((await change('Wrong!Pass1')).status).toBe(400)
    expect(await sessionIds(user.id)).toEqual([sidOf(current), sidOf(other)])

    // Every session list written to the account while the change runs: none may hold a new session,
    // not even for a moment (a session opened only to check the password is a live token's worth).
    const written: string[][] = []
    const updateOne = payload.db.updateOne.bind(payload.db)
    const spy = vi.spyOn(payload.db, 'updateOne').mockImplementation(async (args) => {
      const sessions = (args.data as StoredSessions | undefined)?.sessions
      if (sessions) written.push(sessions.map((session) => session.id))
      return updateOne(args)
    })
    try {
      expect((await change(STRONG_PASSWORD)).status).toBe(200)
    } finally {
      spy.mockRestore()
    }
    expect(written.flat().filter((id) => ![sidOf(current), sidOf(other)].includes(id))).toEqual([])
    expect(await sessionIds(user.id)).toEqual([sidOf(current)])
    expect((await rest('GET', '/auth/verify', { token: current })).status).toBe(200)
    expect((await rest('GET', '/auth/verify', { token: other })).status).toBe(401)
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('counts wrong current passwords toward the sign-in lockout, and a right one clears the count', async () => {
    const user = await createUser(payload)
    const token = (await signIn(user.email)).json.token as string
    const attempts = async () =>
      (await payload.db.findOne<{ id: number; loginAttempts?: number | null }>({
        collection: 'users',
        where: { id: { equals: user.id } },
      }))!.loginAttempts ?? 0
    const change = (currentPassword: string) =>
      rest('POST', '/auth/change-password', {
        token,
        body: { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      })
    expect((await change('Wrong!Pass1')).status).toBe(400)
    expect((await change('Wrong!Pass2')).status).toBe(400)
    expect(await attempts()).toBe(2)
    expect((await change(STRONG_PASSWORD)).status).toBe(200)
    expect(await attempts()).toBe(0)
    expect(await sessionIds(user.id)).toEqual([sidOf(token)])
  })
})
