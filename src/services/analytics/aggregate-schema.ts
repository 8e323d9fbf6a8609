import { type postgresAdapter, sql as pgSql } from '@payloadcms/db-postgres'
import * as pg from '@payloadcms/db-postgres/drizzle/pg-core'
import { sql as liteSql } from '@payloadcms/db-sqlite'
import * as lite from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'

/** npm installs drizzle-orm once per adapter package: their table types clash, the tables do not. */
const asTable = (table: unknown) => table as never

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]

/**
 * The analytics aggregates, declared to Drizzle so migrations create them and a development
 * schema push keeps them. The database triggers (aggregate-triggers.ts) are their only writers.
 *
 * analytics_hours, one row per UTC hour (hours since 1970), counts what happened in that hour:
 * questions and their outcomes and latency, votes, sign-ups, revenue, upheld reports; `prevs`
 * counts questions whose asker's previous question fell in the hour; `gap_gtN` counts questions
 * whose asker's previous question was more than N UTC days earlier (or never).
 * `close_t` counts questions asked less than 24 h after the asker's previous one, `close_p` the
 * same questions by the hour of that previous one; `pgap_gtN` counts questions by the hour of the
 * asker's previous question when they came more than N UTC days after it.
 * analytics_day_gaps counts, per UTC day, its questions by that day gap (91 = more, or never);
 * analytics_gap_pairs counts the questions whose previous one was exactly 1, 7, 30 or 90 UTC days
 * earlier (PAIR_GAP_DAYS), by (hour asked, hour of the previous).
 *
 * Two columns on answers: `prev_asked_at`, the asker's previous question (by time, then id), and
 * `prev_close`, whether it was less than 24 h earlier. Payload never writes them (not fields).
 */
export const HOUR_COUNTS = [
  'questions',
  'answered',
  'failed',
  'latency_count',
  'votes',
  'helpful',
  'signups',
  'upheld',
  'prevs',
  'gap_gt0',
  'gap_gt1',
  'gap_gt7',
  'gap_gt30',
  'gap_gt90',
  'close_t',
  'close_p',
  'pgap_gt1',
  'pgap_gt7',
  'pgap_gt30',
  'pgap_gt90',
] as const
export const HOUR_SUMS = ['latency_sum', 'revenue_cents'] as const
export type HourColumn = (typeof HOUR_COUNTS)[number] | (typeof HOUR_SUMS)[number]
/** The day gaps that get an hourly column; wider gaps than the last share one day-gap cell. */
export const GAP_DAYS = [0, 1, 7, 30, 90] as const
export const WIDE_GAP = 91
/** The day gaps of the periods' ranges that end in the past (24 hours, 7, 30 and 90 days): counted by hour pair. */
export const PAIR_GAP_DAYS = [1, 7, 30, 90] as const

export const postgresAggregateSchema: PostgresSchemaHook = ({ schema, extendTable }) => {
  const hourColumns = Object.fromEntries([
    ...HOUR_COUNTS.map((name) => [name, pg.bigint(name, { mode: 'number' }).notNull().default(0)]),
    ...HOUR_SUMS.map((name) => [name, pg.numeric(name).notNull().default('0')]),
  ])
  schema.tables.analytics_hours = asTable(
    pg.pgTable('analytics_hours', {
      hour: pg.integer('hour').primaryKey(),
      ...hourColumns,
    }),
  )
  schema.tables.analytics_day_gaps = asTable(
    pg.pgTable(
      'analytics_day_gaps',
      {
        day: pg.integer('day').notNull(),
        gap: pg.integer('gap').notNull(),
        n: pg.bigint('n', { mode: 'number' }).notNull().default(0),
      },
      (t) => [pg.primaryKey({ columns: [t.day, t.gap] })],
    ),
  )
  schema.tables.analytics_gap_pairs = asTable(
    pg.pgTable(
      'analytics_gap_pairs',
      {
        t_hour: pg.integer('t_hour').notNull(),
        p_hour: pg.integer('p_hour').notNull(),
        n: pg.bigint('n', { mode: 'number' }).notNull().default(0),
      },
      (t) => [pg.primaryKey({ columns: [t.t_hour, t.p_hour] })],
    ),
  )
  extendTable({
    table: schema.tables.answers!,
    columns: {
      prevAskedAt: pg.timestamp('prev_asked_at', { mode: 'string', withTimezone: true, precision: 3 }),
      prevClose: pg.boolean('prev_close'),
    },
    extraConfig: (t) => ({
      prevAskedAtIdx: pg.index('answers_prev_asked_at_idx').on(t.prevAskedAt, t.createdAt),
      closeCreatedIdx: pg
        .index('answers_close_created_at_idx')
        .on(t.createdAt)
        .where(pgSql`prev_close`),
      closePrevIdx: pg
        .index('answers_close_prev_asked_at_idx')
        .on(t.prevAskedAt)
        .where(pgSql`prev_close`),
    }),
  })
  return schema
}

export const sqliteAggregateSchema: SQLiteSchemaHook = ({ schema, extendTable }) => {
  const hourColumns = Object.fromEntries([
    ...HOUR_COUNTS.map((name) => [name, lite.integer(name).notNull().default(0)]),
    ...HOUR_SUMS.map((name) => [name, lite.numeric(name).notNull().default('0')]),
  ])
  schema.tables.analytics_hours = asTable(
    lite.sqliteTable('analytics_hours', {
      hour: lite.integer('hour').primaryKey(),
      ...hourColumns,
    }),
  )
  schema.tables.analytics_day_gaps = asTable(
    lite.sqliteTable(
      'analytics_day_gaps',
      {
        day: lite.integer('day').notNull(),
        gap: lite.integer('gap').notNull(),
        n: lite.integer('n').notNull().default(0),
      },
      (t) => [lite.primaryKey({ columns: [t.day, t.gap] })],
    ),
  )
  schema.tables.analytics_gap_pairs = asTable(
    lite.sqliteTable(
      'analytics_gap_pairs',
      {
        t_hour: lite.integer('t_hour').notNull(),
        p_hour: lite.integer('p_hour').notNull(),
        n: lite.integer('n').notNull().default(0),
      },
      (t) => [lite.primaryKey({ columns: [t.t_hour, t.p_hour] })],
    ),
  )
  extendTable({
    table: schema.tables.answers!,
    columns: {
      prevAskedAt: lite.text('prev_asked_at'),
      prevClose: lite.integer('prev_close', { mode: 'boolean' }),
    },
    extraConfig: (t) => ({
      prevAskedAtIdx: lite.index('answers_prev_asked_at_idx').on(t.prevAskedAt, t.createdAt),
      closeCreatedIdx: lite
        .index('answers_close_created_at_idx')
        .on(t.createdAt)
        .where(liteSql`prev_close = 1`),
      closePrevIdx: lite
        .index('answers_close_prev_asked_at_idx')
        .on(t.prevAskedAt)
        .where(liteSql`prev_close = 1`),
    }),
  })
  return schema
}
