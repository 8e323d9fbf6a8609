import type { Payload } from 'payload'

import { isAppError } from '../../lib/errors/app-error'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/outage'
import { removeReferral } from '../referrals/referrals'

/** What a sign-up had written when it failed: the account, and the referrer it credited if any. */
export type PartialSignUp = { userId: number; referrerId?: number }

const undoAttempts = 12

/**
 * On SQLite a sign-up has no transaction: Payload's db-sqlite adapter starts none unless asked,
 * and one could not be asked for here (the app's writes share one process, so a sign-up holding
 * the write lock while it awaits would stall every other write). Each write commits on its own,
 * so a sign-up that fails half-way (the database locked before it signed the user in) is undone
 * here: the referral bonus, the access request, the account. When the database is still away the
 * rest is retried in the background until it answers (about a minute), as Stripe claims are
 * released: the sign-up answers 503 at once, and no account outlives the outage that failed it.
 */
export const undoSignUp = async (payload: Payload, partial: PartialSignUp, attempt = 1): Promise<void> => {
  try {
    if (partial.referrerId !== undefined) {
      await removeReferral({ payload, referrerId: partial.referrerId, referralId: partial.userId }).catch(
        // Already undone by an earlier attempt (or never linked): nothing left to give back.
        (error: unknown) => {
          if (!isAppError(error) || error.code !== 'notFound') throw error
        },
      )
      delete partial.referrerId
    }
    await payload.delete({
      collection: 'access-requests',
      where: { user: { equals: partial.userId } },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'users', where: { id: { equals: partial.userId } }, overrideAccess: true })
  } catch (error) {
    if (!isDatabaseUnavailable(error) || attempt >= undoAttempts) {
      payload.logger.error({ err: error, msg: `could not undo the failed sign-up of user ${partial.userId}` })
      return
    }
    if (attempt === 1) payload.logger.warn({ msg: `undoing the failed sign-up of user ${partial.userId} later` })
    setTimeout(() => void undoSignUp(payload, partial, attempt + 1), DATABASE_RETRY_AFTER_SECONDS * 1000).unref()
  }
}
