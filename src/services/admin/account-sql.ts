import type { sql as SqlTag } from '@payloadcms/db-sqlite'

type Sql = typeof SqlTag
type Fragment = ReturnType<Sql>

/**
 * SQL fragments shared by the admin's paged lists (Users and Access Requests). Both engines accept
 * them as written; values are bound parameters, identifiers come only from these constants.
 */

/** The account state of `ACCOUNT_STATUSES`, computed per row in the database (so it can sort). */
export const accountStatusSql = (sql: Sql, nowIso: string): Fragment => sql`CASE
    WHEN u.lock_until IS NOT NULL AND u.lock_until > ${nowIso} THEN 'locked'
    WHEN u.role <> 'user' THEN 'active'
    WHEN u.billing_subscription_status IN ('trialing', 'active') THEN 'paid'
    WHEN u.plan = 'onboarding' THEN 'onboarding'
    WHEN ar.status = 'rejected' THEN 'rejected'
    WHEN ar.status = 'approved' THEN 'active'
    ELSE 'pending' END`

/** Referrals per referrer in one grouped pass over the `referred_by_id` index (only to sort by it). */
export const referralTotalsJoin = (sql: Sql): Fragment => sql`LEFT JOIN (
    SELECT referred_by_id AS referrer_id, COUNT(*) AS total FROM users
    WHERE referred_by_id IS NOT NULL GROUP BY referred_by_id
  ) rc ON rc.referrer_id = u.id`

/** One user's referral count, for the page's rows only. */
export const referralCountSql = (sql: Sql): Fragment =>
  sql`(SELECT COUNT(*) FROM users r WHERE r.referred_by_id = u.id)`

/** Case-insensitive substring match on name or e-mail; `%` and `_` typed by the admin match literally. */
export const nameOrEmailMatches = (sql: Sql, search: string): Fragment => {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return sql`(LOWER(u.name) LIKE ${pattern} ESCAPE '\\' OR LOWER(u.email) LIKE ${pattern} ESCAPE '\\')`
}

export const whereAll = (sql: Sql, conditions: Fragment[]): Fragment =>
  conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``

export const direction = (sql: Sql, isDescending: boolean): Fragment => sql.raw(isDescending ? 'DESC' : 'ASC')

export const idList = (sql: Sql, ids: readonly number[]): Fragment =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

export const isoDate = (value: unknown): string => new Date(value as string).toISOString()

export const totalPagesOf = (totalDocs: number, limit: number) => Math.max(1, Math.ceil(totalDocs / limit))
