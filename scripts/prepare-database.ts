import { existsSync } from 'node:fs'

import { adminSeedLines, CREDENTIALS_FILE } from './seed/admin'
import { isDatabaseEmpty, seed } from './seed/index'
import { getScriptPayload } from './lib/payload'
import { backfillFirstVersions } from '../src/services/content/first-versions'

/** Run by `npm start`: migrations apply on connect; an empty database is seeded. */
const payload = await getScriptPayload()
if (await isDatabaseEmpty({ payload })) {
  console.log('Empty database: seeding content in 14 languages…')
  const result = await seed({ payload })
  for (const line of adminSeedLines(result.admin)) console.log(line)
} else {
  const admin = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, depth: 0 })
  const email = admin.docs[0]?.email ?? '(no admin account: run npm run seed)'
  const where = existsSync(CREDENTIALS_FILE) ? `password in ${CREDENTIALS_FILE}` : 'password as you set it'
  console.log(`Admin login: ${email} (${where})`)
  // Content from before drafts existed gets its first version (history and restore in the admin).
  const versions = await backfillFirstVersions({ payload })
  if (versions > 0) console.log(`Version history started for ${versions} existing documents.`)
}
process.exit(0)
