import type { Payload } from 'payload'

import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'
import { type PublicUser, referralsByReferrer, toPublicUser } from '../accounts/public-user'

export type AdminUserRow = PublicUser & { status: 'pending' | 'approved' | 'rejected' | 'none' }

const accessStatusByUser = async (payload: Payload) => {
  const requests = await payload.find({ collection: 'access-requests', limit: 10_000, depth: 0, overrideAccess: true })
  return new Map(
    requests.docs.map((request) => [
      String(typeof request.user === 'object' ? request.user.id : request.user),
      request.status,
    ]),
  )
}

/** Every account with its referrals and its real access status (not a fixed "Active"). */
export const listUsers = async ({ payload }: { payload: Payload }): Promise<AdminUserRow[]> => {
  const [users, statuses, referrals] = await Promise.all([
    payload.find({ collection: 'users', limit: 10_000, sort: '-createdAt', depth: 0, overrideAccess: true }),
    accessStatusByUser(payload),
    referralsByReferrer({ payload }),
  ])
  return Promise.all(
    users.docs.map(async (user) => ({
      ...(await toPublicUser({ payload, user, referrals: referrals.get(String(user.id)) ?? [] })),
      status: statuses.get(String(user.id)) ?? 'none',
    })),
  )
}

const findUser = async (payload: Payload, id: string) => {
  const user = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) throw new AppError('notFound', 'User not found')
  return user
}

export const updateUser = async ({
  payload,
  id,
  changes,
  messages,
}: {
  payload: Payload
  id: string
  changes: Partial<Pick<User, 'email' | 'role' | 'requestLimit'>>
  messages: { emailTaken: string }
}) => {
  const user = await findUser(payload, id)
  if (changes.email && changes.email !== user.email) {
    const taken = await payload.count({
      collection: 'users',
      where: { email: { equals: changes.email } },
      overrideAccess: true,
    })
    if (taken.totalDocs > 0) throw new AppError('conflict', messages.emailTaken, { field: 'email' })
  }
  const updated = await payload.update({
    collection: 'users',
    id: user.id,
    data: changes,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return toPublicUser({ payload, user: updated })
}

/** Deletes an account, its access request and its referral links (the referred accounts stay). */
export const deleteUser = async ({
  payload,
  id,
  actingUserId,
}: {
  payload: Payload
  id: string
  actingUserId: number | string
}) => {
  const user = await findUser(payload, id)
  if (String(user.id) === String(actingUserId))
    throw new AppError('badRequest', 'You cannot delete your own account here')
  await payload.delete({ collection: 'access-requests', where: { user: { equals: user.id } }, overrideAccess: true })
  await payload.update({
    collection: 'users',
    where: { referredBy: { equals: user.id } },
    data: { referredBy: null },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.delete({ collection: 'users', id: user.id, overrideAccess: true, context: { disableRevalidate: true } })
}
