import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload, Where } from 'payload'

import { passwordPolicyError } from '../../src/lib/validation/password'

export const CREDENTIALS_FILE = path.resolve(process.cwd(), 'data', 'admin-credentials.txt')

/** A random password that satisfies the site's own policy. */
const generatePassword = () => `Sy${randomBytes(12).toString('base64url')}7!`

/** `generatedPassword` only when the seed made the password up: one the operator chose is never echoed. */
export type AdminSeedResult = { email: string; isCreated: boolean; generatedPassword?: string }

/**
 * Ensures one admin account. Credentials come from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, or a
 * random password is generated and written once to data/admin-credentials.txt (git-ignored).
 */
export const seedAdmin = async ({ payload }: { payload: Payload }): Promise<AdminSeedResult> => {
  const requestedEmail = process.env.SEED_ADMIN_EMAIL?.trim().toLowerCase()
  const email = requestedEmail || 'admin@studify.local'
  // An explicitly named admin is ensured; otherwise any existing admin will do.
  const where: Where = requestedEmail ? { email: { equals: requestedEmail } } : { role: { equals: 'admin' } }
  const existing = await payload.find({ collection: 'users', where, limit: 1, depth: 0 })
  if (existing.docs.length > 0) return { email: existing.docs[0]!.email, isCreated: false }

  const chosen = process.env.SEED_ADMIN_PASSWORD
  const password = chosen || generatePassword()
  const policyError = passwordPolicyError(password)
  if (policyError) throw new Error(`SEED_ADMIN_PASSWORD does not meet the password policy (${policyError}).`)

  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Studify Admin', role: 'admin', plan: 'free', requestLimit: 10 },
    context: { disableRevalidate: true },
  })
  if (chosen) return { email, isCreated: true }
  mkdirSync(path.dirname(CREDENTIALS_FILE), { recursive: true })
  writeFileSync(CREDENTIALS_FILE, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 })
  chmodSync(CREDENTIALS_FILE, 0o600)
  return { email, isCreated: true, generatedPassword: password }
}

/** What the seed prints about the admin: a password only when the seed generated it (logs are kept). */
export const adminSeedLines = (result: AdminSeedResult): string[] => {
  if (!result.isCreated) return [`Admin account: ${result.email} (already existed)`]
  if (!result.generatedPassword)
    return [`Admin account created: ${result.email} (password as set in SEED_ADMIN_PASSWORD)`]
  return [`Admin account created: ${result.email} / ${result.generatedPassword}`, `(also saved to ${CREDENTIALS_FILE})`]
}
