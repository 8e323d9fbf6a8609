import { seed } from './seed/index'
import { adminSeedLines } from './seed/admin'
import { getScriptPayload } from './lib/payload'

const payload = await getScriptPayload()
const result = await seed({ payload })
console.log('Seed complete:', JSON.stringify(result.content))
for (const line of adminSeedLines(result.admin)) console.log(line)
process.exit(0)
