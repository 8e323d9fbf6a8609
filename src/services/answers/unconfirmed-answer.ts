import type { Payload } from 'payload'

import { retryInBackground } from '../db/retry-in-background'

/**
 * The answer row of a question whose recording failed because the database went away. Its INSERT
 * may still have landed (PostgreSQL committed it, and the reply was lost with the connection), yet
 * the student was told the answer failed and got the question back: the row, if any, is removed
 * as soon as the database answers, so no answer is kept that was never delivered.
 */
export const forgetUnconfirmedAnswer = (
  payload: Payload,
  { userId, threadId, recordedAt }: { userId: number; threadId: number; recordedAt: string },
) =>
  retryInBackground({
    payload,
    what: `remove the unconfirmed answer of user ${userId} recorded at ${recordedAt}`,
    task: () =>
      payload.db.deleteMany({
        collection: 'answers',
        where: {
          and: [{ user: { equals: userId } }, { thread: { equals: threadId } }, { createdAt: { equals: recordedAt } }],
        },
      }),
  })
