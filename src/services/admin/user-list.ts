import type { Payload } from 'payload'

import { type AccountStatus, parseSort, type UserSortKey } from '../../config/admin'
import type { Locale } from '../../config/locales'
import type { Role } from '../../config/roles'
import type { UserPlanId } from '../../config/plans'
import type { AdminUserListQuery } from '../../lib/validation/admin'
import { queryRows, toNumber } from '../db/raw-sql'
import {
  accountStatusSql,
  direction,
  idList,
  isoDate,
  nameOrEmailMatches,
  referralCountSql,
  referralTotalsJoin,
  totalPagesOf,
  whereAll,
} from './account-sql'

export type AdminUserRow = {
  id: number
  name: string
  email: string
  role: Role
  /** A translator's languages; empty means all of them. */
  allowedLocales: Locale[]
  plan: UserPlanId
  createdAt: string
  totalQuestionsAsked: number
  totalReferrals: number
  requestLimit: number
  status: AccountStatus
}

export type AdminUserPage = {
  users: AdminUserRow[]
  totalDocs: number
  page: number
  limit: number
  totalPages: number
}

type Sql = Parameters<Parameters<typeof queryRows>[1]>[0]

const sortExpression = (sql: Sql, key: UserSortKey, nowIso: string) =>
  ({
    name: sql`LOWER(u.name)`,
    role: sql`u.role`,
    createdAt: sql`u.created_at`,
    totalQuestionsAsked: sql`COALESCE(u.total_questions_asked, 0)`,
    totalReferrals: sql`COALESCE(rc.total, 0)`,
    status: accountStatusSql(sql, nowIso),
  })[key]

/** The languages of the accounts limited to some (Payload keeps a hasMany select in its own table). */
const allowedLocalesByUser = async (payload: Payload, ids: readonly number[]) => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ id: { in: ids } }, { allowedLocales: { exists: true } }] },
    select: { allowedLocales: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, (doc.allowedLocales ?? []) as Locale[]]))
}

/** The rows of one page, by id, with their status and referral count (a handful of rows at most). */
export const adminUserRows = async ({
  payload,
  ids,
  now = new Date(),
}: {
  payload: Payload
  ids: readonly number[]
  now?: Date
}): Promise<AdminUserRow[]> => {
  if (!ids.length) return []
  const [rows, locales] = await Promise.all([
    queryRows(
      payload,
      (sql) => sql`SELECT u.id, u.name, u.email, u.role, u.plan, u.created_at, u.total_questions_asked,
        u.request_limit, ${accountStatusSql(sql, now.toISOString())} AS status,
        ${referralCountSql(sql)} AS total_referrals
      FROM users u LEFT JOIN access_requests ar ON ar.user_id = u.id
      WHERE u.id IN (${idList(sql, ids)})`,
    ),
    allowedLocalesByUser(payload, ids),
  ])
  const byId = new Map(
    rows.map((row) => [
      toNumber(row.id),
      {
        id: toNumber(row.id),
        name: String(row.name),
        email: String(row.email),
        role: row.role as Role,
        allowedLocales: locales.get(toNumber(row.id)) ?? [],
        plan: row.plan as UserPlanId,
        createdAt: isoDate(row.created_at),
        totalQuestionsAsked: toNumber(row.total_questions_asked),
        totalReferrals: toNumber(row.total_referrals),
        requestLimit: toNumber(row.request_limit),
        status: row.status as AccountStatus,
      },
    ]),
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * The Users tab: search, role filter, sort and paging all in the database, so a page costs the
 * same with 100 accounts or 100,000 (ids of the page first, then those rows in full).
 */
export const listUsers = async ({
  payload,
  query,
  now = new Date(),
}: {
  payload: Payload
  query: AdminUserListQuery
  now?: Date
}): Promise<AdminUserPage> => {
  const { key, isDescending } = parseSort<UserSortKey>(query.sort)
  const nowIso = now.toISOString()
  const offset = (query.page - 1) * query.limit
  const where = (sql: Sql) =>
    whereAll(sql, [
      ...(query.search ? [nameOrEmailMatches(sql, query.search)] : []),
      ...(query.role ? [sql`u.role = ${query.role}`] : []),
    ])
  const [idRows, countRows] = await Promise.all([
    queryRows(
      payload,
      (sql) => sql`SELECT u.id FROM users u
        LEFT JOIN access_requests ar ON ar.user_id = u.id
        ${key === 'totalReferrals' ? referralTotalsJoin(sql) : sql``}
        ${where(sql)}
        ORDER BY ${sortExpression(sql, key, nowIso)} ${direction(sql, isDescending)}, u.id ${direction(sql, isDescending)}
        LIMIT ${query.limit} OFFSET ${offset}`,
    ),
    queryRows(payload, (sql) => sql`SELECT COUNT(*) AS count FROM users u ${where(sql)}`),
  ])
  const totalDocs = toNumber(countRows[0]?.count)
  const users = await adminUserRows({ payload, ids: idRows.map((row) => toNumber(row.id)), now })
  return { users, totalDocs, page: query.page, limit: query.limit, totalPages: totalPagesOf(totalDocs, query.limit) }
}
