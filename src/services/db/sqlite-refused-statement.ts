/**
 * What SQLite leaves behind when a statement is refused a lock, and how it is cleared.
 *
 * A statement that cannot take the write lock (another process holds it past the busy timeout)
 * fails with SQLITE_BUSY but is left mid-run on purpose, so that the caller may step it again.
 * libsql (0.4) neither retries nor resets it. While a write statement is mid-run, SQLite commits
 * no autocommit write on that connection: every later INSERT or UPDATE "succeeds" into a
 * transaction only this connection sees (and that keeps the write lock), and the moment the
 * refused statement is reset — its SQL text run again, which reuses the cached statement, or its
 * object collected — SQLite rolls all of them back. A sign-up answered 201 in between was undone
 * (issue 16). A refused BEGIN IMMEDIATE (a transaction that could not start) does the same.
 */

/** SQLITE_BUSY and its extended codes (BUSY_SNAPSHOT, BUSY_TIMEOUT, …): the refused-lock family. */
export const isBusyError = (error: unknown) => {
  const { code, rawCode } = (error ?? {}) as { code?: unknown; rawCode?: unknown }
  return (
    (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) ||
    (typeof rawCode === 'number' && (rawCode & 0xff) === 5)
  )
}

/**
 * Statements that end a transaction are left alone: run again they would commit what their
 * caller is about to roll back. A refused COMMIT holds nothing back (it writes through the
 * transaction's own lock), and in WAL mode it is refused only while another write is mid-run.
 */
const ENDS_TRANSACTION = /^\s*(commit|end|release)\b/i

type Connection = { exec: (source: string) => unknown }

/**
 * Ends the refused statement's run now, before anything else runs on the connection: so nothing
 * is yet written that its reset could roll back. libsql resets a statement only as the first step
 * of running it again (`rerun`), so it runs again with writes forbidden (`query_only`): a write is
 * refused at its first instruction, before any lock or row; a read (rarely refused) just reads.
 * Either way the statement is finished, and later writes commit as they run.
 */
export const finishRefusedStatement = (connection: Connection, source: string, rerun: () => unknown) => {
  if (ENDS_TRANSACTION.test(source)) return
  connection.exec('PRAGMA query_only = ON')
  try {
    rerun()
  } catch {
    // Expected for a write (SQLITE_READONLY): the refusal this statement's caller sees stands.
  } finally {
    connection.exec('PRAGMA query_only = OFF')
  }
}
