import type { Payload } from 'payload'

import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'
import type { ValidationMessageKey } from '../../lib/validation/messages'
import { listReferrals, type PublicReferral } from '../accounts/public-user'
import { adminGuardViolation } from './admin-guards'
import { type AdminUserRow, adminUserRows } from './user-list'

export type AdminUserDetail = AdminUserRow & { referrals: PublicReferral[] }

const findUser = async (payload: Payload, id: string) => {
  const user = /^\d+$/.test(id)
    ? await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  if (!user) throw new AppError('notFound', 'User not found')
  return user
}

/** One account as the Edit User modal shows it: the list row plus its referrals. */
export const getAdminUser = async ({ payload, id }: { payload: Payload; id: string }): Promise<AdminUserDetail> => {
  const user = await findUser(payload, id)
  const [row] = await adminUserRows({ payload, ids: [user.id] })
  return { ...row!, referrals: await listReferrals({ payload, userId: user.id }) }
}

/**
 * Edits e-mail, role, allowed locales and weekly limit. Runs as the acting admin so the collection's guards see
 * who asks: nobody removes their own admin role, and the last admin stays an admin (409).
 */
export const updateUser = async ({
  payload,
  id,
  changes,
  actingUser,
  messages,
}: {
  payload: Payload
  id: string
  changes: Partial<Pick<User, 'email' | 'role' | 'requestLimit' | 'allowedLocales'>>
  actingUser: User
  messages: { emailTaken: string }
}): Promise<AdminUserDetail> => {
  const user = await findUser(payload, id)
  if (changes.email && changes.email !== user.email) {
    const taken = await payload.count({
      collection: 'users',
      where: { email: { equals: changes.email } },
      overrideAccess: true,
    })
    if (taken.totalDocs > 0) throw new AppError('conflict', messages.emailTaken, { field: 'email' })
  }
  await payload.update({
    collection: 'users',
    id: user.id,
    data: changes,
    user: actingUser,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return getAdminUser({ payload, id: String(user.id) })
}

/** What belongs to an account alone and goes with it (oldest dependants first). */
const OWNED_COLLECTIONS = [
  // Flashcards name the answers they were made from.
  'flashcards',
  'answers',
  'answer-threads',
  'wrong-answer-reports',
  'downloads',
  'weekly-usage',
  'essays',
] as const

/**
 * Deletes an account with its flashcards, questions, threads, reports, downloads, usage counters, essays and access
 * request; referred accounts stay (their link is cleared) and the payment ledger keeps its rows.
 * The collection's guards refuse deleting yourself or the last admin (409).
 */
export const deleteUser = async ({
  payload,
  id,
  actingUser,
  messages,
}: {
  payload: Payload
  id: string
  actingUser: User
  messages: Record<ValidationMessageKey, string>
}) => {
  const user = await findUser(payload, id)
  // Checked before anything is removed, so a refused delete changes nothing (the hook checks again).
  const violation = await adminGuardViolation({ payload, target: user, actingUserId: actingUser.id, change: 'delete' })
  if (violation) throw new AppError('conflict', messages[violation])
  for (const collection of OWNED_COLLECTIONS) {
    await payload.db.deleteMany({ collection, where: { user: { equals: user.id } } })
  }
  await payload.delete({ collection: 'access-requests', where: { user: { equals: user.id } }, overrideAccess: true })
  await payload.update({
    collection: 'users',
    where: { referredBy: { equals: user.id } },
    data: { referredBy: null },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.delete({
    collection: 'users',
    id: user.id,
    user: actingUser,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
