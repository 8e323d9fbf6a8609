import type { Payload } from 'payload'

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
    payload.count({ collection: 'access-requests', where: { status: { equals: 'pending' } }, overrideAccess: true }),
  ])
  return {
    totalQuestionsAsked: questions.totalDocs,
    totalUsers: users.totalDocs,
    totalDownloads: downloads.totalDocs,
    totalPendingRequests: pending.totalDocs,
  }
}
