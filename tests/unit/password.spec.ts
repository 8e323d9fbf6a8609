import { describe, expect, it } from 'vitest'

import { VALIDATION_MESSAGES } from '@/lib/validation/messages'
import { passwordPolicyError, strictPasswordSchema } from '@/lib/validation/password'

describe('password policy (spec §5)', () => {
  it.each([
    [undefined, 'passwordRequired'],
    ['', 'passwordRequired'],
    ['Ab1!', 'passwordMinLength'],
    ['abcdefg1!', 'passwordUppercase'],
    ['Abcdefgh!', 'passwordNumber'],
    ['Abcdefgh1', 'passwordSpecial'],
    ['Abcdefg1.', null],
    ['Str0ng!Pass', null],
  ])('%j → %s', (password, expected) => {
    expect(passwordPolicyError(password)).toBe(expected)
  })

  it('adds the lowercase rule for password changes', () => {
    const result = strictPasswordSchema.safeParse('ABCDEFG1!')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('passwordLowercase')
  })

  it('has an English message for every key', () => {
    for (const value of Object.values(VALIDATION_MESSAGES)) expect(value).toMatch(/\w/)
  })
})
