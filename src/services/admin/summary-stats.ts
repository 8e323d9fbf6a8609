import type { Payload } from 'payload'

import { queryRows, toNumber } from '../db/raw-sql'
import { accountStatusSql } from './account-sql'

export type AdminSummaryStats = {
  totalQuestionsAsked: number
  totalUsers: number
  totalDownloads: number
  totalPendingRequests: number
}

/** The four cards above the admin's tabs (spec §3 "Admin stats"): four COUNTs in the database. */
export const adminSummaryStats = async ({ payload }: { payload: Payload }): Promise<AdminSummaryStats> => {
  const [questions, users, downloads, pending] = await Promise.all([
    payload.count({ collection: 'answers', overrideAccess: true }),
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'downloads', overrideAccess: true }),
    // Only requests waiting for an admin, by the Users tab's status (an account with no plan yet waits for itself).
    queryRows(
      payload,
      (sql) => sql`SELECT COUNT(*) AS count FROM access_requests ar JOIN users u ON u.id = ar.user_id
        WHERE ar.status = 'pending' AND ${accountStatusSql(sql, new Date().toISOString())} = 'pending'`,
    ),
  ])
  return {
    totalQuestionsAsked: questions.totalDocs,
    totalUsers: users.totalDocs,
    totalDownloads: downloads.totalDocs,
    totalPendingRequests: toNumber(pending[0]?.count),
  }
}
