import type { Payload } from 'payload'

import { type AccessRequestStatus, canTransition } from '../../config/access-requests'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'
import { referralsByReferrer } from '../accounts/public-user'
import { sendAccessApprovedEmail } from '../email/messages'

export const listAccessRequests = async ({ payload }: { payload: Payload }) => {
  const [requests, referralsOf] = await Promise.all([
    payload.find({ collection: 'access-requests', limit: 10_000, sort: '-createdAt', depth: 1, overrideAccess: true }),
    referralsByReferrer({ payload }),
  ])
  return requests.docs.map((request) => {
    const user = request.user as User
    const referrals = referralsOf.get(String(user.id)) ?? []
    return {
      id: request.id,
      status: request.status,
      createdAt: request.createdAt,
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        totalQuestionsAsked: user.totalQuestionsAsked ?? 0,
        totalReferrals: referrals.length,
      },
    }
  })
}

/** Only the spec's moves; approving sends the install instructions by e-mail. */
export const updateAccessRequest = async ({
  payload,
  id,
  status,
}: {
  payload: Payload
  id: string
  status: AccessRequestStatus
}) => {
  const request = await payload.findByID({
    collection: 'access-requests',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!request) throw new AppError('notFound', 'Access request not found')
  if (request.status === status) return request
  if (!canTransition(request.status, status)) {
    throw new AppError('unprocessable', `An access request cannot go from ${request.status} to ${status}`, {
      field: 'status',
    })
  }
  const updated = await payload.update({
    collection: 'access-requests',
    id: request.id,
    data: { status },
    overrideAccess: true,
  })
  if (status === 'approved') await sendAccessApprovedEmail({ payload, user: request.user as User })
  return updated
}

/** Used by billing: a paid or trialing plan approves the account's request. */
export const approveAccessForUser = async ({ payload, userId }: { payload: Payload; userId: number | string }) => {
  const request = (
    await payload.find({
      collection: 'access-requests',
      where: { user: { equals: userId } },
      limit: 1,
      depth: 1,
      overrideAccess: true,
    })
  ).docs[0]
  if (!request) {
    await payload.create({
      collection: 'access-requests',
      data: { user: userId as number, status: 'approved' },
      overrideAccess: true,
    })
    return
  }
  if (request.status !== 'approved') await updateAccessRequest({ payload, id: String(request.id), status: 'approved' })
}
