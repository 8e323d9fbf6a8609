import { describe, it } from 'vitest'

type Register = (name: string, fn: () => void | Promise<void>, timeout?: number) => void
const notRegistered: Register = () => undefined

/**
 * A test of one database engine's own behaviour (a PostgreSQL outage, SQLite's WAL mode) is
 * registered only in that engine's run. In the other engine's run it is not a test that was
 * skipped, so it is not counted as one: a run on PostgreSQL skips nothing.
 */
export const describeOn = (isThisEngine: boolean): Register => (isThisEngine ? describe : notRegistered)
export const itOn = (isThisEngine: boolean): Register => (isThisEngine ? it : notRegistered)
