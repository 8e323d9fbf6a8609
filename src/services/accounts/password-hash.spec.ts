import { pbkdf2Sync } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { matchesStoredPassword } from './password-hash'

// Stored the way Payload 3.90 stores them (its own hashes are checked end to end by the int tests).
const salt = 'a1'.repeat(32)
const current = `pbkdf2-sha256-v1:${pbkdf2Sync('Str0ng!Pass', salt, 600_000, 32, 'sha256').toString('hex')}`
const legacy = pbkdf2Sync('Str0ng!Pass', salt, 25_000, 512, 'sha256').toString('hex')

describe('matchesStoredPassword', () => {
  it.each([
    ['current', current],
    ['legacy', legacy],
  ])('accepts the right password against a %s hash and refuses others', async (_form, hash) => {
    expect(await matchesStoredPassword({ hash, salt }, 'Str0ng!Pass')).toBe(true)
    expect(await matchesStoredPassword({ hash, salt }, 'Str0ng!Pas')).toBe(false)
    expect(await matchesStoredPassword({ hash, salt: 'b2'.repeat(32) }, 'Str0ng!Pass')).toBe(false)
  })

  it('refuses an account without a stored password', async () => {
    expect(await matchesStoredPassword({ hash: null, salt: null }, 'Str0ng!Pass')).toBe(false)
    expect(await matchesStoredPassword({ hash: 'pbkdf2-sha256-v1:00', salt }, 'Str0ng!Pass')).toBe(false)
  })
})
