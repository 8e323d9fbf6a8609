// Holds a write lock on a SQLite database file for a while, as another process (a backup, a
// migration, an admin's sqlite3 shell) would: `node hold-sqlite-lock.mjs <file> <ms>`.
// Prints `LOCKED <time>` once it holds the lock and `RELEASED <time>` after letting go (its own
// clock: the parent's event loop may read the lines late).
import { createClient } from '@libsql/client'

const [file, ms] = process.argv.slice(2)
const client = createClient({ url: `file:${file}` })
const transaction = await client.transaction('write')
await transaction.execute('SELECT 1')
console.log(`LOCKED ${Date.now()}`)
await new Promise((resolve) => setTimeout(resolve, Number(ms)))
await transaction.rollback()
console.log(`RELEASED ${Date.now()}`)
client.close()
