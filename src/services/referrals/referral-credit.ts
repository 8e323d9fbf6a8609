import { sql as postgresSql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isPaidStatus } from '../../config/billing'
import { REFERRAL_CREDITS_PER_WEEK, REQUESTS_PER_REFERRAL } from '../../config/limits'
import { weekStart } from '../../lib/week'
import type { User } from '../../payload-types'
import { queryRows, sqlEngineOf } from '../db/raw-sql'

/**
 * decisions.md: a referred account earns its referrer the bonus once it is real — its e-mail
 * verified (where the site verifies e-mails) and its access approved by an admin, or a paid plan.
 * A sign-up alone earns nothing, so a farm of throwaway accounts earns nothing.
 */
const isRealAccount = async (payload: Payload, user: User) => {
  if (isPaidStatus(user.billing?.subscriptionStatus)) return true
  if ((user as User & { _verified?: boolean | null })._verified === false) return false
  const { totalDocs } = await payload.count({
    collection: 'access-requests',
    where: { and: [{ user: { equals: user.id } }, { status: { equals: 'approved' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

type Rows = { rows?: unknown[] }
type Executor = { execute: (statement: unknown) => Promise<Rows> }
type PostgresAdapter = { drizzle: Executor & { transaction: <T>(run: (tx: Executor) => Promise<T>) => Promise<T> } }

/**
 * Marks `userId` credited only while the referrer has fewer than REFERRAL_CREDITS_PER_WEEK this
 * week, and raises the referrer's limit if it did. The count and the mark must not be split by a
 * concurrent approval (the rate limiter's rule, src/services/security/rate-limit.ts): on SQLite one
 * writer runs at a time, so the conditional UPDATE is atomic on its own; PostgreSQL evaluates each
 * statement's subquery on its own snapshot, so two approvals for the same referrer would both see
 * four credits and both pass. There a transaction-scoped advisory lock on the referrer queues them
 * (every app server's), and the limit is raised in the same transaction.
 */
const claimCredit = async (
  payload: Payload,
  { userId, referrerId, now }: { userId: number | string; referrerId: number | string; now: Date },
): Promise<boolean> => {
  const since = weekStart(now).toISOString()
  if (sqlEngineOf(payload) === 'sqlite') {
    const claimed = await queryRows(
      payload,
      (sql) => sql`UPDATE users SET referral_credited_at = ${now.toISOString()}
        WHERE id = ${userId} AND referred_by_id = ${referrerId} AND referral_credited_at IS NULL
          AND (SELECT COUNT(*) FROM users AS credited
               WHERE credited.referred_by_id = ${referrerId} AND credited.referral_credited_at >= ${since})
              < ${REFERRAL_CREDITS_PER_WEEK}
        RETURNING id`,
    )
    if (claimed.length === 0) return false
    await queryRows(
      payload,
      (sql) => sql`UPDATE users SET request_limit = request_limit + ${REQUESTS_PER_REFERRAL} WHERE id = ${referrerId}`,
    )
    return true
  }
  const sql = postgresSql
  const { drizzle } = payload.db as unknown as PostgresAdapter
  return drizzle.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`referral-credit:${referrerId}`}, 0))`)
    const claimed = await tx.execute(sql`UPDATE users SET referral_credited_at = ${now.toISOString()}::timestamptz
      WHERE id = ${userId} AND referred_by_id = ${referrerId} AND referral_credited_at IS NULL
        AND (SELECT COUNT(*) FROM users AS credited
             WHERE credited.referred_by_id = ${referrerId} AND credited.referral_credited_at >= ${since}::timestamptz)
            < ${REFERRAL_CREDITS_PER_WEEK}
      RETURNING id`)
    if (!claimed.rows?.length) return false
    await tx.execute(
      sql`UPDATE users SET request_limit = request_limit + ${REQUESTS_PER_REFERRAL} WHERE id = ${referrerId}`,
    )
    return true
  })
}

/**
 * Grants the referrer of `userId` their bonus if the account is real, once per referred account
 * and at most REFERRAL_CREDITS_PER_WEEK a week. Called wherever an account becomes real (an admin's
 * approval, billing's); calling it again changes nothing, and concurrent approvals (of the same
 * account, or of several accounts with one referrer) never credit past the cap.
 */
export const creditReferral = async ({
  payload,
  userId,
  now = new Date(),
}: {
  payload: Payload
  userId: number | string
  now?: Date
}): Promise<{ isCredited: boolean }> => {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  const referrerId = typeof user.referredBy === 'object' ? user.referredBy?.id : user.referredBy
  if (!referrerId || user.referralCreditedAt || !(await isRealAccount(payload, user))) return { isCredited: false }
  return { isCredited: await claimCredit(payload, { userId: user.id, referrerId, now }) }
}
