import type { Payload } from 'payload'

import { isAppError } from '../../lib/errors/app-error'
import { retryInBackground } from '../db/retry-in-background'
import { removeReferral } from '../referrals/referrals'

/** What a sign-up had written when it failed: the account, and the referrer it credited if any. */
export type PartialSignUp = { userId: number; referrerId?: number }

/**
 * Removes what a failed sign-up wrote: the referral bonus, the access request, the account.
 * - On SQLite a sign-up has no transaction: Payload's db-sqlite adapter starts none unless asked,
 *   and one could not be asked for here (the app's writes share one process, so a sign-up holding
 *   the write lock while it awaits would stall every other write). Each write commits on its own.
 * - On PostgreSQL the transaction's COMMIT may have landed although its answer was lost with the
 *   connection; removing rows that a rollback already removed changes nothing.
 * When the database is still away the rest is retried in the background until it answers: the
 * sign-up answers 503 at once, and no account outlives the outage that failed it.
 */
export const undoSignUp = (payload: Payload, partial: PartialSignUp) =>
  retryInBackground({
    payload,
    what: `undo the failed sign-up of user ${partial.userId}`,
    task: async () => {
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
    },
  })
