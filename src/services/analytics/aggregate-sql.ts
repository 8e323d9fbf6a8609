import type { SqlEngine } from '../db/raw-sql'
import { GAP_DAYS, PAIR_GAP_DAYS, WIDE_GAP } from './aggregate-schema'

/**
 * What each row adds to the analytics aggregates, as SQL the triggers and the backfill share:
 * `rowAlias` names the row (NEW, OLD, or a table alias), `sign` is +1 or −1, and the statements
 * group by their bucket, so the same text adds one row (in a trigger) or a whole table (backfill).
 */
export type RowSource = { rowAlias: string; sign: 1 | -1; from: string }

/** Hours and days since 1970 (UTC) of a timestamp; a day ahead of it; whether two are < 24 h apart. */
export const sqlTime = (engine: SqlEngine) => {
  const epoch = (x: string) =>
    engine === 'postgres' ? `extract(epoch FROM ${x})` : `CAST(strftime('%s', ${x}) AS INTEGER)`
  const per = (x: string, seconds: number) =>
    engine === 'postgres' ? `CAST(floor(${epoch(x)} / ${seconds}) AS integer)` : `(${epoch(x)} / ${seconds})`
  const dayAfter = (x: string) =>
    engine === 'postgres' ? `(${x} + interval '1 day')` : `strftime('%Y-%m-%dT%H:%M:%fZ', ${x}, '+1 day')`
  return {
    hour: (x: string) => per(x, 3600),
    day: (x: string) => per(x, 86400),
    dayAfter,
    /** The asked-at `t` is less than 24 h after the previous question `p`. */
    isClose: (t: string, p: string) => `(${p} IS NOT NULL AND ${t} < ${dayAfter(p)})`,
  }
}

const upsert = (table: string, keys: string[], values: Record<string, string>, source: RowSource, where: string) => {
  const columns = Object.keys(values)
  const excluded = columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')
  const select = [
    ...keys.map((key, index) => `${key} AS k${index}`),
    ...columns.map((c) => `SUM(${source.sign} * (${values[c]}))`),
  ].join(', ')
  const groups = keys.map((_, index) => `k${index}`).join(', ')
  const keyColumns =
    table === 'analytics_hours' ? ['hour'] : table === 'analytics_day_gaps' ? ['day', 'gap'] : ['t_hour', 'p_hour']
  const filter = source.from.includes('WHERE') ? `AND ${where}` : `WHERE ${where}`
  return `INSERT INTO ${table} (${[...keyColumns, ...columns].join(', ')})
    SELECT ${select} ${source.from} ${filter} GROUP BY ${groups}
    ON CONFLICT (${keyColumns.join(', ')}) DO UPDATE SET ${excluded};`
}

const when = (condition: string, value = '1') => `CASE WHEN ${condition} THEN ${value} ELSE 0 END`

/** What one answer adds to the hour it was asked in (gaps aside), per row alias `r`. */
export const answerHourValues = (r: string): Record<string, string> => {
  const answered = `${r}.outcome = 'answered'`
  const timed = `${answered} AND ${r}.latency_ms IS NOT NULL`
  return {
    questions: '1',
    answered: when(answered),
    failed: when(`${r}.outcome = 'model_error'`),
    latency_sum: when(timed, `${r}.latency_ms`),
    latency_count: when(timed),
  }
}

/**
 * An answer's share: its hour's counts and gaps, its previous question's hour (which also counts
 * how long the asker then waited), its vote, its day's gap, and its hour pair when the gap is one
 * the past ranges need.
 */
export const answerStatements = (engine: SqlEngine, source: RowSource) => {
  const time = sqlTime(engine)
  const r = source.rowAlias
  const t = `${r}.created_at`
  const p = `${r}.prev_asked_at`
  const dayGap = `(${time.day(t)} - ${time.day(p)})`
  const gapOver = (days: number) => when(`${p} IS NULL OR ${dayGap} > ${days}`)
  const close = when(time.isClose(t, p))
  return [
    upsert(
      'analytics_hours',
      [time.hour(t)],
      {
        ...answerHourValues(r),
        ...Object.fromEntries(GAP_DAYS.map((days) => [`gap_gt${days}`, gapOver(days)])),
        close_t: close,
      },
      source,
      'true',
    ),
    upsert(
      'analytics_hours',
      [time.hour(p)],
      {
        prevs: '1',
        close_p: close,
        ...Object.fromEntries(PAIR_GAP_DAYS.map((days) => [`pgap_gt${days}`, when(`${dayGap} > ${days}`)])),
      },
      source,
      `${p} IS NOT NULL`,
    ),
    upsert(
      'analytics_hours',
      [time.hour(`${r}.feedback_at`)],
      { votes: '1', helpful: when(`${r}.feedback = 'helpful'`) },
      source,
      `${r}.feedback_at IS NOT NULL AND ${r}.feedback IS NOT NULL`,
    ),
    upsert(
      'analytics_day_gaps',
      [time.day(t), `CASE WHEN ${p} IS NULL OR ${dayGap} > ${WIDE_GAP - 1} THEN ${WIDE_GAP} ELSE ${dayGap} END`],
      { n: '1' },
      source,
      'true',
    ),
    upsert(
      'analytics_gap_pairs',
      [time.hour(t), time.hour(p)],
      { n: '1' },
      source,
      `${p} IS NOT NULL AND ${dayGap} IN (${PAIR_GAP_DAYS.join(', ')})`,
    ),
  ]
}

/** Sign-ups, payments and upheld reports: one hour column each. */
export const simpleSources = {
  users: { column: 'signups', at: 'created_at', value: '1', where: 'true', reads: ['created_at'] },
  payments: {
    column: 'revenue_cents',
    at: 'paid_at',
    value: 'amount_paid',
    where: 'true',
    reads: ['paid_at', 'amount_paid'],
  },
  wrong_answer_reports: {
    column: 'upheld',
    at: 'created_at',
    value: '1',
    where: "status = 'resolved'",
    reads: ['created_at', 'status'],
  },
} as const
export type SimpleTable = keyof typeof simpleSources

export const simpleStatement = (engine: SqlEngine, table: SimpleTable, source: RowSource) => {
  const { column, at, value, where } = simpleSources[table]
  const r = source.rowAlias
  const ref = (sqlText: string) => sqlText.replace(/\b(status|amount_paid)\b/g, `${r}.$1`)
  return upsert(
    'analytics_hours',
    [sqlTime(engine).hour(`${r}.${at}`)],
    { [column]: ref(value) },
    source,
    `${r}.${at} IS NOT NULL AND ${ref(where)}`,
  )
}

/**
 * The previous question of the asker of row `x` (by time, then id), and the row after `x` in the
 * asker's questions: both walk the (user, created_at) index from `x` and stop at the first row.
 */
export const previousAskedAt = (x: { user: string; at: string; id: string }) =>
  `(SELECT p.created_at FROM answers p WHERE p.user_id = ${x.user} AND p.created_at <= ${x.at} AND p.id <> ${x.id}
    AND (p.created_at < ${x.at} OR p.id < ${x.id}) ORDER BY p.created_at DESC, p.id DESC LIMIT 1)`

export const nextAnswerId = (x: { user: string; at: string; id: string }) =>
  `(SELECT s.id FROM answers s WHERE s.user_id = ${x.user} AND s.created_at >= ${x.at} AND s.id <> ${x.id}
    AND (s.created_at > ${x.at} OR s.id > ${x.id}) ORDER BY s.created_at, s.id LIMIT 1)`

/**
 * Sets a row's previous question again from the table, then whether it was within 24 h (a second
 * statement, so it reads the new value; that column alone changing moves no aggregate).
 */
export const relinkStatement = (engine: SqlEngine, idExpression: string) => {
  const previous = previousAskedAt({ user: 'answers.user_id', at: 'answers.created_at', id: 'answers.id' })
  const close = sqlTime(engine).isClose('answers.created_at', 'answers.prev_asked_at')
  return `UPDATE answers SET prev_asked_at = ${previous} WHERE answers.id = ${idExpression};
    UPDATE answers SET prev_close = ${close} WHERE answers.id = ${idExpression};`
}
