import { seed } from './seed/index'
import { CREDENTIALS_FILE } from './seed/admin'
import { getScriptPayload } from './lib/payload'

const payload = await getScriptPayload()
const result = await seed({ payload })
console.log('Seed complete:', JSON.stringify(result.content))
if (result.admin.isCreated) {
  console.log(`Admin account created: ${result.admin.email} / ${result.admin.password}`)
  if (!process.env.SEED_ADMIN_PASSWORD) console.log(`(also saved to ${CREDENTIALS_FILE})`)
} else {
  console.log(`Admin account: ${result.admin.email} (already existed)`)
}
process.exit(0)
