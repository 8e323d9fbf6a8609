import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import type { CollectionBeforeOperationHook } from 'payload'

const derive = promisify(pbkdf2)
/** Payload 3.90's current password hash (`pbkdf2-sha256-v1`): 600,000 rounds, 32 bytes. */
const PAYLOAD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/**
 * Payload's login answers an unknown e-mail (and a locked account) before it hashes anything, so
 * the answer's speed told whether an account exists (~15 ms against ~180 ms). For those, the same
 * hash is computed here first and thrown away: every failed sign-in costs one password hash.
 */
export const equalLoginWork: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'login') return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (typeof email !== 'string') return args
  const user = await req.payload.db.findOne<{ id: number | string; lockUntil?: string | null }>({
    collection: collection.slug,
    where: { email: { equals: email.toLowerCase().trim() } },
    select: { lockUntil: true },
  })
  const isLocked = Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  if (!user || isLocked) {
    const password = (args as { data?: { password?: unknown } }).data?.password
    await derive(
      String(password ?? ''),
      randomBytes(32).toString('hex'),
      PAYLOAD_HASH.iterations,
      PAYLOAD_HASH.keyLength,
      PAYLOAD_HASH.digest,
    )
  }
  return args
}
