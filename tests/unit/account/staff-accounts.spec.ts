import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Users } from '../../../collections/Users'
import { ADMIN_AREA_ROLES, ROLES } from '@/config/roles'
import { showsTrialSetup } from '@/config/plans'

/**
 * Issue 34 item 11: a staff account (admin, editor, contributor; a translator is an editor or a
 * contributor limited to some locales) is not a student. Its admin form has no weekly limit, plan,
 * referral or Stripe billing fields, and the site header offers it no "Complete trial setup".
 */
const STUDENT_FIELDS = [
  'requestLimit',
  'plan',
  'referralCode',
  'referredBy',
  'referralCreditedAt',
  'totalQuestionsAsked',
  'billing',
]

/** A field and the fields around it (a box, a row): each one's condition decides whether it shows. */
const pathTo = (fields: Field[], name: string, around: Field[] = []): Field[] | undefined => {
  for (const field of fields) {
    if ('name' in field && field.name === name) return [...around, field]
    if ('fields' in field && !('name' in field)) {
      const found = pathTo(field.fields, name, [...around, field])
      if (found) return found
    }
  }
  return undefined
}

const fieldNamed = (name: string): Field[] => {
  const path = pathTo(Users.fields, name)
  if (!path) throw new Error(`users has no field ${name}`)
  return path
}

const shownFor = (path: Field[], role: string): boolean =>
  path.every((field) => {
    const condition = field.admin?.condition
    if (!condition) return true
    const data = { role }
    return Boolean(condition(data, data, { blockData: undefined, operation: 'update', path: [], user: null } as never))
  })

describe('the users form by role', () => {
  it.each(STUDENT_FIELDS)('shows %s for a student and hides it for every staff role', (name) => {
    const field = fieldNamed(name)
    expect(shownFor(field, 'user')).toBe(true)
    for (const role of ADMIN_AREA_ROLES) expect(shownFor(field, role), role).toBe(false)
  })

  it('keeps the fields every account has (name, language, role) for all roles', () => {
    for (const name of ['name', 'language', 'role'])
      for (const role of ROLES) expect(shownFor(fieldNamed(name), role), `${name} ${role}`).toBe(true)
  })
})

describe('the header trial-setup button', () => {
  it('is offered to a student on plan onboarding only', () => {
    expect(showsTrialSetup({ plan: 'onboarding', role: 'user' })).toBe(true)
    expect(showsTrialSetup({ plan: 'free', role: 'user' })).toBe(false)
    expect(showsTrialSetup({ plan: 'weekly', role: 'user' })).toBe(false)
  })

  it('is never offered to signed-in staff, whatever their plan field says', () => {
    for (const role of ADMIN_AREA_ROLES) expect(showsTrialSetup({ plan: 'onboarding', role }), role).toBe(false)
  })
})
