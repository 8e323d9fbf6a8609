import { describe, it } from 'vitest'

export type Engine = 'postgres' | 'sqlite'

const ENGINE_NAMES: Record<Engine, string> = { postgres: 'PostgreSQL', sqlite: 'SQLite' }

/** The engine this integration run is on (`TEST_DATABASE=postgres`, otherwise SQLite). */
export const runEngine: Engine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'

type Register = (name: string, fn: () => void | Promise<void>, timeout?: number) => void

/** The name a test of `engine` is skipped under on the other engine: the reason travels with it. */
const skippedName = (name: string, engine: Engine) =>
  `${name} [skipped: ${ENGINE_NAMES[engine]} only, this run is on ${ENGINE_NAMES[runEngine]}]`

/**
 * A test of one database engine's own behaviour (a PostgreSQL outage, SQLite's WAL mode) runs only
 * in that engine's run. In the other engine's run it is registered as skipped, with the reason in
 * its name, so `npm test`'s closing line counts it among the tests that did not run.
 */
export const describeOn =
  (engine: Engine): Register =>
  (name, fn, timeout) =>
    engine === runEngine ? describe(name, fn, timeout) : describe.skip(skippedName(name, engine), fn, timeout)

export const itOn =
  (engine: Engine): Register =>
  (name, fn, timeout) =>
    engine === runEngine ? it(name, fn, timeout) : it.skip(skippedName(name, engine), fn, timeout)
