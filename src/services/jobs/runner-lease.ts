import type { Payload } from 'payload'

/**
 * Payload's job runner claims jobs with a read followed by a write, so two app servers on one
 * database can both claim the same job (a scheduled publish would run twice). Exactly one server
 * runs the queue at a time: the one holding a PostgreSQL advisory lock on a connection of its own.
 * It keeps the lock while it lives; when it stops, its connection closes, the lock is freed and
 * the next server's tick takes it over. SQLite serves one app server, which always runs the queue.
 */
const JOB_RUNNER_LOCK_KEY = 2_023_000_023

type LockClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  release: (destroy?: boolean) => void
  on: (event: 'error', listener: (error: Error) => void) => unknown
}
type ConnectablePool = { connect: () => Promise<LockClient> }

export type JobRunnerLease = {
  /** Payload's `jobs.shouldAutoRun`: whether this server runs the queue on this tick. */
  shouldRun: (payload: Payload) => Promise<boolean>
  /** Gives the lock up (tests; a server gives it up by exiting). */
  release: () => Promise<void>
}

export const createJobRunnerLease = (): JobRunnerLease => {
  let holder: LockClient | null = null

  const drop = () => {
    holder?.release(true)
    holder = null
  }

  const release = async () => {
    const client = holder
    holder = null
    if (!client) return
    try {
      await client.query('SELECT pg_advisory_unlock($1)', [JOB_RUNNER_LOCK_KEY])
    } finally {
      client.release(true)
    }
  }

  const shouldRun = async (payload: Payload) => {
    const pool = (payload.db as { pool?: ConnectablePool }).pool
    if (!pool) return true
    if (holder) return true
    const client = await pool.connect()
    try {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [JOB_RUNNER_LOCK_KEY])
      if (rows[0]?.locked !== true) {
        client.release()
        return false
      }
    } catch (error) {
      client.release(true)
      throw error
    }
    holder = client
    // A lost connection loses the lock with it: the next tick asks again.
    client.on('error', drop)
    return true
  }

  return { shouldRun, release }
}

/** This process's lease (one per server). */
export const jobRunnerLease = createJobRunnerLease()
