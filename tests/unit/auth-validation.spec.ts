import { describe, expect, it } from 'vitest'

import { changePasswordSchema, loginSchema, registerSchema, signupFormSchema } from '@/lib/validation/auth'

const firstIssues = (result: {
  success: boolean
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> }
}) => (result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`))

const validSignup = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
  acceptTerms: true,
}

describe('login schema (spec §5)', () => {
  it.each([
    [{ email: '', password: 'Str0ng!Pass' }, 'email:emailRequired'],
    [{ email: 'ada@', password: 'Str0ng!Pass' }, 'email:emailInvalid'],
    [{ email: 'ada@example.com', password: '' }, 'password:passwordRequired'],
    [{ email: 'ada@example.com', password: 'short' }, 'password:passwordMinLength'],
  ])('%j → %s', (input, expected) => {
    expect(firstIssues(loginSchema.safeParse(input))[0]).toBe(expected)
  })

  it('trims and lower-cases the e-mail', () => {
    expect(loginSchema.parse({ email: '  Ada@Example.COM ', password: 'whatever1' }).email).toBe('ada@example.com')
  })
})

describe('sign-up form schema', () => {
  it.each([
    [{ name: '' }, 'name:nameRequired'],
    [{ name: 'A' }, 'name:nameMinLength'],
    [{ confirmPassword: '' }, 'confirmPassword:confirmPasswordRequired'],
    [{ confirmPassword: 'Other!Pass1' }, 'confirmPassword:passwordsDoNotMatch'],
    [{ acceptTerms: false }, 'acceptTerms:termsRequired'],
  ])('%j → %s', (overrides, expected) => {
    expect(firstIssues(signupFormSchema.safeParse({ ...validSignup, ...overrides }))).toContain(expected)
  })

  it('accepts a complete form', () => {
    expect(signupFormSchema.safeParse(validSignup).success).toBe(true)
  })

  it('the API accepts a sign-up without confirmation or referral code', () => {
    expect(registerSchema.safeParse({ name: 'Ada', email: 'ada@example.com', password: 'Str0ng!Pass' }).success).toBe(
      true,
    )
  })
})

describe('change-password schema', () => {
  const valid = { currentPassword: 'old', newPassword: 'N3w!pass', confirmPassword: 'N3w!pass' }
  it.each([
    [{ currentPassword: '' }, 'currentPassword:currentPasswordRequired'],
    [{ newPassword: 'N3W!PASS', confirmPassword: 'N3W!PASS' }, 'newPassword:passwordLowercase'],
    [{ confirmPassword: 'x' }, 'confirmPassword:passwordsDoNotMatch'],
  ])('%j → %s', (overrides, expected) => {
    expect(firstIssues(changePasswordSchema.safeParse({ ...valid, ...overrides }))).toContain(expected)
  })
})
