import type { CollectionBeforeOperationHook } from 'payload'

import { spendPasswordCheckWork } from '../../../src/services/accounts/password-hash'

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
    await spendPasswordCheckWork(String(password ?? ''))
  }
  return args
}
