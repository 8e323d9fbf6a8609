import { createServer } from 'node:net'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { maskEmail } from '@/services/accounts/public-user'
import { approveAccessForUser } from '@/services/admin/access-requests'
import { emailAdapter } from '@/services/email/adapter'

import { VALIDATION_MESSAGES as M } from '@/lib/validation/messages'

import { createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { readOutbox } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { fromClient, rest } from '../helpers/rest'

let payload: Payload

const SECRET_FIELDS = [
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'sessions',
]

const register = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  rest('POST', '/auth/register', {
    body: { name: 'Ada Lovelace', email: uniqueEmail('reg'), password: STRONG_PASSWORD, ...body },
    headers,
  })

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('POST /api/auth/register', () => {
  it('creates an onboarding account with a pending access request and signs it in', async () => {
    const email = uniqueEmail('new')
    const response = await register({ email: `  ${email.toUpperCase()} `, confirmPassword: STRONG_PASSWORD })
    expect(response.status).toBe(201)
    expect(response.json.token).toEqual(expect.any(String))
    expect(response.json.user).toMatchObject({
      email,
      name: 'Ada Lovelace',
      role: 'user',
      plan: 'onboarding',
      requestLimit: 10,
      totalReferrals: 0,
      referrals: [],
    })
    for (const field of SECRET_FIELDS) expect(response.json.user).not.toHaveProperty(field)
    expect(response.headers.get('set-cookie')).toMatch(/payload-token=.+; Path=\/; HttpOnly; SameSite=Lax/)
    const requests = await payload.find({
      collection: 'access-requests',
      where: { user: { equals: response.json.user.id } },
    })
    expect(requests.docs.map((r) => r.status)).toEqual(['pending'])
  })

  it('leaves no account, access request or referral bonus when the database fails it half-way (503)', async () => {
    const referrer = await register({})
    const code = (await rest('POST', '/referral/generate', { token: referrer.json.token })).json.referralCode
    const email = uniqueEmail('half-way')
    const accessRequests = async () => (await payload.count({ collection: 'access-requests' })).totalDocs
    const before = await accessRequests()
    // Signing in comes last: by then the account, its access request and the referral are written.
    // SQLite has no transaction to roll them back; this is how libsql reports another process's lock.
    const locked = Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' })
    const login = vi.spyOn(payload, 'login').mockRejectedValueOnce(locked)
    try {
      const response = await register({ email, referralCode: code })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
    } finally {
      login.mockRestore()
    }
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)
    expect(await accessRequests()).toBe(before)
    const stats = await rest('GET', '/referral/stats', { token: referrer.json.token })
    expect(stats.json).toMatchObject({ totalReferrals: 0, requestLimit: 10 })
    // The address is free again: trying once more signs up.
    expect((await register({ email })).status).toBe(201)
  })

  it('refuses a duplicate e-mail as a field error, whatever its case', async () => {
    const email = uniqueEmail('dup')
    expect((await register({ email })).status).toBe(201)
    const again = await register({ email: email.toUpperCase() })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ field: 'email', message: M.emailTaken })
  })

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ name: ' A ' }, 'name', M.nameMinLength],
    [{ email: '' }, 'email', M.emailRequired],
    [{ email: 'not-an-email' }, 'email', M.emailInvalid],
    [{ password: '' }, 'password', M.passwordRequired],
    [{ password: 'Sh0rt!' }, 'password', M.passwordMinLength],
    [{ password: 'lowercase1!' }, 'password', M.passwordUppercase],
    [{ password: 'NoDigits!!' }, 'password', M.passwordNumber],
    [{ password: 'NoSpecial12' }, 'password', M.passwordSpecial],
    [{ password: `Aa1!${'x'.repeat(125)}` }, 'password', M.passwordMaxLength],
    [{ confirmPassword: 'Different1!' }, 'confirmPassword', M.passwordsDoNotMatch],
  ])('%j → 400 on %s', async (overrides, field, message) => {
    const email = uniqueEmail('bad')
    const response = await register({ email, ...overrides })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ field, message })
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('keeps the language the account signed up in, for its e-mails', async () => {
    const response = await register({}, { 'accept-language': 'cs-CZ, en;q=0.8' })
    expect(response.status).toBe(201)
    const user = await payload.findByID({ collection: 'users', id: response.json.user.id, overrideAccess: true })
    expect(user.language).toBe('cs')
  })

  it('accepts a 128-character password', async () => {
    expect((await register({ password: `Aa1!${'x'.repeat(124)}` })).status).toBe(201)
  })

  it('answers bad input in the language asked for', async () => {
    const response = await rest('POST', '/auth/register?locale=de', {
      body: { name: '', email: 'x@y.de', password: STRONG_PASSWORD },
    })
    const { default: de } = await import('@/messages/de.json')
    expect(response.status).toBe(400)
    expect(response.json.message).toBe(de.validation.nameRequired)
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await rest('POST', '/auth/register', {
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
  })
})

describe('referrals', () => {
  it('credits the referrer once per new account; unknown codes are ignored', async () => {
    const referrer = await register({})
    const token = referrer.json.token
    const generated = await rest('POST', '/referral/generate', { token })
    expect(generated.json).toMatchObject({ success: true, referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/) })
    const code = generated.json.referralCode
    expect((await rest('POST', '/referral/generate', { token })).json.referralCode).toBe(code)

    const friend = await register({ referralCode: code.toLowerCase() })
    expect(friend.status).toBe(201)
    expect((await register({ referralCode: 'NOPE1234' })).status).toBe(201)
    const second = await register({ referralCode: code })
    // The bonus comes once each referred account is real (approved), not at sign-up (issue 22).
    for (const referred of [friend, second]) await approveAccessForUser({ payload, userId: referred.json.user.id })

    const stats = await rest('GET', '/referral/stats', { token })
    expect(stats.json).toMatchObject({ success: true, referralCode: code, totalReferrals: 2, requestLimit: 30 })
    expect(stats.json.referrals.map((r: { email: string }) => r.email)).toContain(maskEmail(friend.json.user.email))
    expect(stats.json.referrals[0]).toHaveProperty('_id')
  })

  it('has no code until one is generated', async () => {
    const user = await register({})
    const stats = await rest('GET', '/referral/stats', { token: user.json.token })
    expect(stats.json.referralCode).toBeNull()
  })
})

describe('POST /api/auth/login, GET /api/auth/verify, POST /api/auth/logout', () => {
  it('signs in, verifies by Bearer token, and signs out', async () => {
    const user = await createUser(payload)
    const login = await rest('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } })
    expect(login.status).toBe(200)
    for (const field of SECRET_FIELDS) expect(login.json.user).not.toHaveProperty(field)
    const verify = await rest('GET', '/auth/verify', { token: login.json.token })
    expect(verify.status).toBe(200)
    expect(verify.json.user.email).toBe(user.email)
    const logout = await rest('POST', '/auth/logout', { token: login.json.token })
    expect(logout.headers.get('set-cookie')).toMatch(/payload-token=;.*Max-Age=0/)
  })

  it('a session cookie without "remember me" has no lifetime', async () => {
    const user = await createUser(payload)
    const login = await rest('POST', '/auth/login', {
      body: { email: user.email, password: STRONG_PASSWORD, rememberMe: false },
    })
    expect(login.headers.get('set-cookie')).not.toMatch(/Max-Age/)
  })

  it.each([undefined, 'not-a-token', 'eyJhbGciOiJIUzI1NiJ9.e30.invalid'])(
    'verify with token %j → 401',
    async (token) => {
      expect((await rest('GET', '/auth/verify', { token })).status).toBe(401)
    },
  )

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const user = await createUser(payload)
    const wrongPassword = await rest('POST', '/auth/login', { body: { email: user.email, password: 'Wrong!Pass1' } })
    const unknownEmail = await rest('POST', '/auth/login', {
      body: { email: uniqueEmail('ghost'), password: 'Wrong!Pass1' },
    })
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(wrongPassword.json).toEqual(unknownEmail.json)
    expect(wrongPassword.json.message).toBe(M.invalidCredentials)
  })

  it('locks the account after five failures (429), even with the right password', async () => {
    const user = await createUser(payload)
    for (let i = 0; i < 5; i += 1)
      await rest('POST', '/auth/login', { body: { email: user.email, password: 'Wrong!Pass1' } })
    const locked = await rest('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } })
    expect(locked.status).toBe(429)
    expect(locked.json.message).toBe(M.accountLocked)
  })

  it('limits sign-in attempts per IP, counted in the database', async () => {
    const ip = '203.0.113.77'
    const statuses: number[] = []
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (
          await rest('POST', '/auth/login', {
            body: { email: uniqueEmail('x'), password: 'Wrong!Pass1' },
            headers: fromClient(ip),
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('POST /api/auth/change-password', () => {
  it.each([
    [{ currentPassword: '' }, 'currentPassword', M.currentPasswordRequired],
    [{ currentPassword: 'Wrong!Pass1' }, 'currentPassword', M.currentPasswordIncorrect],
    [{ newPassword: 'NEWPASS1!' }, 'newPassword', M.passwordLowercase],
    [{ newPassword: 'Newpass!!' }, 'newPassword', M.passwordNumber],
    [{ confirmPassword: '' }, 'confirmPassword', M.confirmPasswordRequired],
    [{ confirmPassword: 'Other1!pass' }, 'confirmPassword', M.passwordsDoNotMatch],
  ])('%j → 400 on %s, password unchanged', async (overrides, field, message) => {
    const user = await createUser(payload)
    const { token } = (await rest('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } }))
      .json
    const response = await rest('POST', '/auth/change-password', {
      token,
      body: {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'N3w!password',
        confirmPassword: 'N3w!password',
        ...overrides,
      },
    })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ field, message })
    expect((await rest('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } })).status).toBe(
      200,
    )
  })

  it('changes the password', async () => {
    const user = await createUser(payload)
    const { token } = (await rest('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } }))
      .json
    const response = await rest('POST', '/auth/change-password', {
      token,
      body: { currentPassword: STRONG_PASSWORD, newPassword: 'N3w!password', confirmPassword: 'N3w!password' },
    })
    expect(response.status).toBe(200)
    expect((await rest('POST', '/auth/login', { body: { email: user.email, password: 'N3w!password' } })).status).toBe(
      200,
    )
    expect((await rest('POST', '/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } })).status).toBe(
      401,
    )
  })

  it('needs a session', async () => {
    expect((await rest('POST', '/auth/change-password', { body: {} })).status).toBe(401)
  })
})

describe('forgot and reset password', () => {
  it('answers the same for unknown and known e-mails, and e-mails a working link to the known one', async () => {
    const user = await createUser(payload)
    const unknown = await rest('POST', '/auth/forgot-password', { body: { email: uniqueEmail('nobody') } })
    const known = await rest('POST', '/auth/forgot-password', { body: { email: user.email } })
    expect(unknown.status).toBe(200)
    expect(known.json).toEqual(unknown.json)

    const mail = readOutbox(user.email).at(-1)!
    const token = decodeURIComponent(mail.html.match(/reset-password\?token=([^"&<\s]+)/)![1]!)
    expect((await rest('POST', '/auth/reset-password', { body: { token, password: 'Weak' } })).status).toBe(400)
    const reset = await rest('POST', '/auth/reset-password', { body: { token, password: 'Re5et!pass' } })
    expect(reset.status).toBe(200)
    expect((await rest('POST', '/auth/login', { body: { email: user.email, password: 'Re5et!pass' } })).status).toBe(
      200,
    )
    expect((await rest('POST', '/auth/reset-password', { body: { token, password: 'An0ther!pass' } })).status).toBe(400)
  })

  it("e-mails the link in the account's language, else the request's, with HTML and plain-text parts", async () => {
    const user = await createUser(payload)
    const headers = { ...fromClient('198.51.100.31'), 'accept-language': 'de;q=0.5, fr' }
    await rest('POST', '/auth/forgot-password', { body: { email: user.email }, headers })
    const french = readOutbox(user.email).at(-1)!
    expect(french.subject).toBe('Réinitialisez votre mot de passe Studify')
    expect(french.html).toContain('<html lang="fr" dir="ltr">')
    expect(french.html).toMatch(/href="[^"]*\/fr\/reset-password\?token=[^"]+"/)
    expect(french.text).toMatch(/Choisir un nouveau mot de passe: \S+\/fr\/reset-password\?token=\S+/)

    await payload.update({ collection: 'users', id: user.id, data: { language: 'ja' }, overrideAccess: true })
    await rest('POST', '/auth/forgot-password', { body: { email: user.email }, headers })
    const japanese = readOutbox(user.email).at(-1)!
    expect(japanese.subject).toBe('Studify のパスワードを再設定してください')
    expect(japanese.text).toContain('新しいパスワードを設定する: ')
  })

  it('limits reset requests per IP', async () => {
    const headers = fromClient('198.51.100.9')
    const statuses = []
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await rest('POST', '/auth/forgot-password', { body: { email: uniqueEmail('f') }, headers })).status,
      )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('with SMTP down, a reset request answers as always and the failure is logged', async () => {
    const user = await createUser(payload)
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(port))
      })
    })
    Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(closedPort) })
    // The production adapter, as payload.config.ts builds it when SMTP_HOST is set.
    const smtp = emailAdapter()({ payload })
    const saved = { email: payload.email, sendEmail: payload.sendEmail }
    Object.assign(payload, { email: smtp, sendEmail: smtp.sendEmail })
    const warn = vi.spyOn(payload.logger, 'warn')
    try {
      const headers = fromClient('198.51.100.77')
      const known = await rest('POST', '/auth/forgot-password', { body: { email: user.email }, headers })
      const unknown = await rest('POST', '/auth/forgot-password', { body: { email: uniqueEmail('x') }, headers })
      expect(known.status).toBe(200)
      expect(known.json).toEqual(unknown.json)
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ msg: 'forgot-password failed' }))
      expect(readOutbox(user.email)).toHaveLength(0)
    } finally {
      Object.assign(payload, saved)
      warn.mockRestore()
      delete process.env.SMTP_HOST
      delete process.env.SMTP_PORT
    }
  })
})
