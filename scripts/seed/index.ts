import type { Payload } from 'payload'

import { seedAdmin } from './admin'
import { seedContent } from './content'

/** Idempotent: creates what is missing, never duplicates or overwrites editors' work. */
export const seed = async ({ payload }: { payload: Payload }) => {
  const admin = await seedAdmin({ payload })
  const content = await seedContent({ payload })
  return { admin, content }
}

/** The start command seeds only a database that has never been seeded. */
export const isDatabaseEmpty = async ({ payload }: { payload: Payload }) => {
  const [users, posts] = await Promise.all([
    payload.count({ collection: 'users' }),
    payload.count({ collection: 'posts' }),
  ])
  return users.totalDocs === 0 && posts.totalDocs === 0
}
