import { type Payload, ValidationError } from 'payload'

import { type AccessRequestStatus, canTransition } from '../../config/access-requests'
import { type AccessRequestSortKey, type AccountStatus, parseSort } from '../../config/admin'
import type { AccessRequestListQuery } from '../../lib/validation/admin'
import { queryRows, toNumber } from '../db/raw-sql'
import {
  accountStatusSql,
  direction,
  isoDate,
  nameOrEmailMatches,
  referralCountSql,
  referralTotalsJoin,
  totalPagesOf,
  whereAll,
} from './account-sql'
import { AppError } from '../../lib/errors/app-error'
import type { AccessRequest, User } from '../../payload-types'
import { sendAccessApprovedEmail } from '../email/messages'
import { creditReferral } from '../referrals/referral-credit'

type Sql = Parameters<Parameters<typeof queryRows>[1]>[0]

export type AccessRequestRow = {
  id: number
  status: AccessRequestStatus
  /** The account's state as the Users tab shows it: only a `pending` one is a request to act on. */
  accountStatus: AccountStatus
  createdAt: string
  user: { id: number; name: string; email: string; totalQuestionsAsked: number; totalReferrals: number }
}

const requestSortExpression = (sql: Sql, key: AccessRequestSortKey) =>
  ({
    user: sql`LOWER(u.name)`,
    createdAt: sql`ar.created_at`,
    totalQuestionsAsked: sql`COALESCE(u.total_questions_asked, 0)`,
    totalReferrals: sql`COALESCE(rc.total, 0)`,
    status: sql`ar.status`,
  })[key]

/** The Access Requests tab: search on the requester, status filter, sort and paging in the database. */
export const listAccessRequests = async ({
  payload,
  query,
}: {
  payload: Payload
  query: AccessRequestListQuery
}): Promise<{ requests: AccessRequestRow[]; totalDocs: number; page: number; limit: number; totalPages: number }> => {
  const { key, isDescending } = parseSort<AccessRequestSortKey>(query.sort)
  const nowIso = new Date().toISOString()
  const where = (sql: Sql) =>
    whereAll(sql, [
      ...(query.search ? [nameOrEmailMatches(sql, query.search)] : []),
      ...(query.status ? [sql`ar.status = ${query.status}`] : []),
      // "Pending" means waiting for an admin: not an account that has yet to choose a plan.
      ...(query.status === 'pending' ? [sql`${accountStatusSql(sql, nowIso)} = 'pending'`] : []),
    ])
  const [rows, countRows] = await Promise.all([
    queryRows(
      payload,
      (sql) => sql`SELECT ar.id, ar.status, ar.created_at, u.id AS user_id, u.name, u.email,
          ${accountStatusSql(sql, nowIso)} AS account_status,
          u.total_questions_asked, ${referralCountSql(sql)} AS total_referrals
        FROM access_requests ar JOIN users u ON u.id = ar.user_id
        ${key === 'totalReferrals' ? referralTotalsJoin(sql) : sql``}
        ${where(sql)}
        ORDER BY ${requestSortExpression(sql, key)} ${direction(sql, isDescending)}, ar.id ${direction(sql, isDescending)}
        LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    ),
    queryRows(
      payload,
      (sql) => sql`SELECT COUNT(*) AS count FROM access_requests ar JOIN users u ON u.id = ar.user_id ${where(sql)}`,
    ),
  ])
  const totalDocs = toNumber(countRows[0]?.count)
  return {
    requests: rows.map((row) => ({
      id: toNumber(row.id),
      status: row.status as AccessRequestStatus,
      accountStatus: row.account_status as AccountStatus,
      createdAt: isoDate(row.created_at),
      user: {
        id: toNumber(row.user_id),
        name: String(row.name),
        email: String(row.email),
        totalQuestionsAsked: toNumber(row.total_questions_asked),
        totalReferrals: toNumber(row.total_referrals),
      },
    })),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: totalPagesOf(totalDocs, query.limit),
  }
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
  if (status === 'approved') {
    await sendAccessApprovedEmail({ payload, user: request.user as User })
    const userId = typeof request.user === 'object' ? request.user?.id : request.user
    if (userId) await creditReferral({ payload, userId })
  }
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
      await creditReferral({ payload, userId })
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
  // Approved before (by an admin, maybe in a week whose referral cap was used up): paying counts now.
  else await creditReferral({ payload, userId })
}
