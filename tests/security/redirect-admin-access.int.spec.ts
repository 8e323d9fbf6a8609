import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { tokenFor } from '../helpers/answers'
import { createUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Issue 32: a redirect applies in every language, so an account limited to some languages may not
 * write one (the write guard refuses it with its reason). The admin must not offer what will be
 * refused: Payload shows Create and Save on a collection from the access results it computes for
 * the signed-in account (`/api/access`, the admin's permissions), so those say no to a translator
 * in any of their locales, and yes to an editor with every language.
 */
let payload: Payload
const tokens: Record<string, string> = {}

beforeAll(async () => {
  payload = await getTestPayload()
  tokens.translator = await tokenFor((await createUser(payload, { role: 'editor', allowedLocales: ['fr'] })).email)
  tokens.editor = await tokenFor((await createUser(payload, { role: 'editor' })).email)
}, 120_000)

/** Payload's sanitized permissions: `true`, `{ permission: true }` or left out (no). */
type Permission = boolean | { permission?: boolean } | undefined
type Permissions = { collections: Record<string, Record<string, Permission>> }

const granted = (permission: Permission) =>
  permission === true || (typeof permission === 'object' && permission.permission === true)

const redirectPermissions = async (role: string, locale: string) => {
  const response = await rest('GET', `/access?locale=${locale}`, { token: tokens[role] })
  expect(response.status).toBe(200)
  const redirects = (response.json as Permissions).collections.redirects ?? {}
  return Object.fromEntries(
    ['read', 'create', 'update', 'delete'].map((operation) => [operation, granted(redirects[operation])]),
  )
}

describe('the admin permissions on redirects', () => {
  it.each(['fr', 'en'])('a French-only editor (locale=%s): may read, not create, update or delete', async (locale) => {
    const permissions = await redirectPermissions('translator', locale)
    expect(permissions.read).toBe(true)
    expect(permissions.create).toBe(false)
    expect(permissions.update).toBe(false)
    expect(permissions.delete).toBe(false)
  })

  it('an editor with every language: create, update and delete (control)', async () => {
    const permissions = await redirectPermissions('editor', 'fr')
    expect(permissions.create).toBe(true)
    expect(permissions.update).toBe(true)
    expect(permissions.delete).toBe(true)
  })
})
