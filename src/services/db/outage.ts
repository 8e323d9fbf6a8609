import type { Payload } from 'payload'

type ErrorSource = { on: (event: 'error', listener: (error: Error) => void) => unknown }
type Pool = ErrorSource & {
  on: (event: 'connect', listener: (client: ErrorSource) => void) => unknown
  listenerCount: (event: string) => number
}

/**
 * node-postgres raises a lost connection as an 'error' event: the pool's for an idle connection,
 * the connection's own while a request (or its transaction) holds it. An unheard 'error' ends the
 * process, so one database restart would take every app server down with it. Heard here, the
 * request in flight fails (→ 503) and the pool opens a fresh connection for the next one.
 */
export const watchDatabasePool = (payload: { db: unknown; logger: { warn: (entry: object) => void } }) => {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!pool || pool.listenerCount('error') > 0) return
  const warn = (error: Error) =>
    payload.logger.warn({ msg: 'database connection lost; the next query opens a new one', err: error.message })
  pool.on('error', warn)
  pool.on('connect', (client) => client.on('error', warn))
}

/**
 * Payload answers "signed out" when it cannot load a session's user, also when the reason is that
 * the database is away. Before a signed-in request is refused, one cheap query tells the two
 * apart: it throws the outage (→ 503) or passes (→ the refusal stands).
 */
export const assertDatabaseAnswers = async (payload: Payload) => {
  await payload.count({ collection: 'users', where: { id: { equals: 0 } }, overrideAccess: true })
}
