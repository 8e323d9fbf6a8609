import { type Payload, ValidationError } from 'payload'

import { type AccessRequestStatus, canTransition } from '../../config/access-requests'
import { AppError } from '../../lib/errors/app-error'
import type { AccessRequest, User } from '../../payload-types'
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

/**
 * Moves a request from the status it was read in, atomically (one conditional UPDATE): of several
 * concurrent moves — an admin's click, billing webhooks arriving together — exactly one wins.
 */
const moveStatus = async (payload: Payload, request: AccessRequest, status: AccessRequestStatus) =>
  (await payload.db.updateOne({
    collection: 'access-requests',
    where: { and: [{ id: { equals: request.id } }, { status: { equals: request.status } }] },
    data: { status, updatedAt: new Date().toISOString() },
    options: { atomic: true },
  })) as unknown as AccessRequest | null

/** Only the spec's moves; approving sends the install instructions by e-mail, once. */
export const updateAccessRequest = async ({
  payload,
  id,
  status,
}: {
  payload: Payload
  id: string
  status: AccessRequestStatus
}): Promise<Pick<AccessRequest, 'id' | 'status'>> => {
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
  const moved = await moveStatus(payload, request, status)
  if (!moved) {
    // Another move won the race: fine if it went where this one was going, a conflict otherwise.
    const current = await payload.findByID({ collection: 'access-requests', id, depth: 0, overrideAccess: true })
    if (current.status === status) return current
    throw new AppError('conflict', `The access request changed meanwhile: it is now ${current.status}`, {
      field: 'status',
    })
  }
  if (status === 'approved') await sendAccessApprovedEmail({ payload, user: request.user as User })
  return moved
}

const requestOf = async (payload: Payload, userId: number | string) =>
  (
    await payload.find({
      collection: 'access-requests',
      where: { user: { equals: userId } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

/** Used by billing: a paid or trialing plan approves the account's request (one per account). */
export const approveAccessForUser = async ({ payload, userId }: { payload: Payload; userId: number | string }) => {
  let request = await requestOf(payload, userId)
  if (!request) {
    try {
      await payload.create({
        collection: 'access-requests',
        data: { user: userId as number, status: 'approved' },
        overrideAccess: true,
      })
      return
    } catch (error) {
      // `user` is unique: when another event for the same subscription created the request first,
      // the create fails (as a ValidationError, whatever the engine) and that request is approved.
      if (!(error instanceof ValidationError)) throw error
      request = await requestOf(payload, userId)
      if (!request) throw error
    }
  }
  if (request.status !== 'approved') await updateAccessRequest({ payload, id: String(request.id), status: 'approved' })
}
