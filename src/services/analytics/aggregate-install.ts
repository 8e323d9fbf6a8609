import type { Payload } from 'payload'

import { resolveDatabaseTarget } from '../db/database-uri'
import { queryRows, sqlEngineOf, type SqlEngine } from '../db/raw-sql'
import { answerStatements, simpleSources, simpleStatement, sqlTime, type SimpleTable } from './aggregate-sql'
import { aggregateTriggers, dropAggregateTriggers } from './aggregate-triggers'

/** Each answer's previous question from the table (the aggregates are built by a later migration). */
export const linkAnswersStatement = (engine: SqlEngine) => {
  const previous = 'lag(created_at) OVER (PARTITION BY user_id ORDER BY created_at, id)'
  const close = sqlTime(engine).isClose('answers.created_at', 'linked.prev')
  return `UPDATE answers SET prev_asked_at = linked.prev,
      prev_close = COALESCE(${close}, ${engine === 'postgres' ? 'false' : '0'})
    FROM (SELECT id, ${previous} AS prev FROM answers) AS linked WHERE answers.id = linked.id;`
}

/**
 * Fills the aggregates from the rows already there, then installs the triggers that keep them
 * (run by the migrations that create or change the tables, inside their transaction on
 * PostgreSQL). `relink: false` keeps each answer's previous question as the triggers left it
 * (a migration that only adds aggregates).
 */
export const installAggregateStatements = (engine: SqlEngine, { relink = true } = {}): string[] => [
  ...dropAggregateTriggers(engine),
  'DELETE FROM analytics_hours;',
  'DELETE FROM analytics_day_gaps;',
  'DELETE FROM analytics_gap_pairs;',
  ...(relink ? [linkAnswersStatement(engine)] : []),
  ...answerStatements(engine, { rowAlias: 'r', sign: 1, from: 'FROM answers r' }),
  ...(Object.keys(simpleSources) as SimpleTable[]).map((table) =>
    simpleStatement(engine, table, { rowAlias: 'r', sign: 1, from: `FROM ${table} r` }),
  ),
  ...aggregateTriggers(engine),
]

export const uninstallAggregateStatements = (engine: SqlEngine): string[] => dropAggregateTriggers(engine)

/**
 * Development pushes the schema instead of running migrations, so it would have the aggregate
 * tables without their triggers: install (and back-fill) them once, when they are missing.
 */
export const installAggregatesOnSchemaPush = async (payload: Payload) => {
  if (!resolveDatabaseTarget().isSchemaPush) return
  const installed = await queryRows(payload, (sql, engine) =>
    engine === 'postgres'
      ? sql`SELECT 1 FROM pg_trigger WHERE tgname = 'analytics_answers_insert'`
      : sql`SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = 'analytics_answers_insert'`,
  )
  if (installed.length > 0) return
  for (const statement of installAggregateStatements(sqlEngineOf(payload))) {
    await queryRows(payload, (sql) => sql.raw(statement))
  }
}
