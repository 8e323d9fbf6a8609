import type { Payload } from 'payload'

import { isPaidStatus } from '../../config/billing'
import { REFERRAL_CREDITS_PER_WEEK, REQUESTS_PER_REFERRAL } from '../../config/limits'
import { weekStart } from '../../lib/week'
import type { User } from '../../payload-types'
import { queryRows } from '../db/raw-sql'

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

/**
 * Grants the referrer of `userId` their bonus if the account is real, once per referred account
 * and at most REFERRAL_CREDITS_PER_WEEK a week. Called wherever an account becomes real (an admin's
 * approval, billing's); calling it again changes nothing. The claim is one conditional UPDATE, so
 * concurrent approvals of the same account credit it once.
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

  const since = weekStart(now).toISOString()
  const claimed = await queryRows(
    payload,
    (sql) => sql`UPDATE users SET referral_credited_at = ${now.toISOString()}
      WHERE id = ${user.id} AND referred_by_id = ${referrerId} AND referral_credited_at IS NULL
        AND (SELECT COUNT(*) FROM users AS credited
             WHERE credited.referred_by_id = ${referrerId} AND credited.referral_credited_at >= ${since})
            < ${REFERRAL_CREDITS_PER_WEEK}
      RETURNING id`,
  )
  if (claimed.length === 0) return { isCredited: false }
  await queryRows(
    payload,
    (sql) => sql`UPDATE users SET request_limit = request_limit + ${REQUESTS_PER_REFERRAL} WHERE id = ${referrerId}`,
  )
  return { isCredited: true }
}
