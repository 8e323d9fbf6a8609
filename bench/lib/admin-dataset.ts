// The admin benchmark's dataset, written with set-based INSERT … SELECT statements (no row goes
// through JavaScript): a year of sign-ups, questions, visits, subscriptions, payments and reports.
// The same statements serve SQLite (a recursive counter) and PostgreSQL (generate_series).

export type Engine = 'sqlite' | 'postgres'
export type DatasetSize = { users: number; answers: number }

const YEAR_SECONDS = 365 * 24 * 60 * 60

/** Dialect pieces: a 1…count row source, an instant `seconds` before now, enum casts, floor. */
const dialect = (engine: Engine, nowIso: string) => ({
  rows: (count: number, select: string) =>
    engine === 'postgres'
      ? `${select.replace('FROM seq', `FROM generate_series(CAST(1 AS bigint), CAST(${count} AS bigint)) AS seq(n)`)}`
      : `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count}) ${select}`,
  ago: (seconds: string) =>
    engine === 'postgres'
      ? `(TIMESTAMPTZ '${nowIso}' - (${seconds}) * INTERVAL '1 second')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', '${nowIso}', printf('%+d seconds', -CAST(${seconds} AS INTEGER)))`,
  as: (type: string, expression: string) => (engine === 'postgres' ? `(${expression})::${type}` : expression),
  floor: (expression: string) =>
    engine === 'postgres' ? `CAST(FLOOR(${expression}) AS bigint)` : `CAST(${expression} AS INTEGER)`,
})

/** A fraction in [0, 1) that looks random but is the same on every run and engine. */
const fraction = (expression: string, salt: number) => `(((${expression}) * ${salt}) % 1000003) / 1000003.0`

/**
 * The statements, in order. `base` ids are the highest existing ids (the seed's admin and
 * content), so generated rows reference each other by arithmetic: user k is `userBase + k`.
 */
export const datasetStatements = (
  engine: Engine,
  { users, answers }: DatasetSize,
  bases: { user: number; thread: number },
  now: Date,
) => {
  const d = dialect(engine, now.toISOString())
  const U = users
  // User k signed up (U − k) / U of a year ago: sign-ups spread evenly, ids in time order.
  const userAgo = (k: string) => `(${YEAR_SECONDS}.0 * (${U} - (${k})) / ${U})`
  const subscriptions = Math.round(U / 10)
  const userOfSubscription = (n: string) => `((${n}) * 10 - 9)` // every tenth account subscribes
  const subscriptionAgo = `${userAgo(userOfSubscription('n'))} * ${fraction('n', 7919)}`
  return [
    `INSERT INTO users (name, email, role, request_limit, plan, total_questions_asked, referral_code, referred_by_id, created_at, updated_at)
      ${d.rows(
        U,
        `SELECT 'Student ' || n, 'student' || n || '@bench.test', ${d.as('enum_users_role', "'user'")}, 10,
          ${d.as('enum_users_plan', "CASE WHEN n % 10 = 1 THEN 'weekly' WHEN n % 4 = 0 THEN 'onboarding' ELSE 'free' END")},
          ${Math.round(answers / U)}, 'REF' || n,
          CASE WHEN n % 20 = 0 THEN ${bases.user} + n - 1 ELSE NULL END,
          ${d.ago(userAgo('n'))}, ${d.ago(userAgo('n'))} FROM seq`,
      )}`,
    `INSERT INTO access_requests (user_id, status, created_at, updated_at)
      ${d.rows(
        U,
        `SELECT ${bases.user} + n,
          ${d.as('enum_access_requests_status', "CASE WHEN n % 10 = 3 THEN 'pending' WHEN n % 50 = 7 THEN 'rejected' ELSE 'approved' END")},
          ${d.ago(userAgo('n'))}, ${d.ago(userAgo('n'))} FROM seq`,
      )}`,
    `INSERT INTO answer_threads (user_id, title, created_at, updated_at)
      ${d.rows(U, `SELECT ${bases.user} + n, 'Bench thread', ${d.ago(userAgo('n'))}, ${d.ago(userAgo('n'))} FROM seq`)}`,
    // Questions arrive evenly over the year (about 2,700 a day, so a 30-day period holds ~82,000),
    // each from a scattered account among those that had signed up by then.
    `INSERT INTO answers (user_id, thread_id, question, answer, source, outcome, latency_ms, feedback, feedback_at, created_at, updated_at)
      ${d.rows(
        answers,
        `SELECT ${bases.user} + k, ${bases.thread} + k, 'Bench question', 'Bench answer', ${d.as('enum_answers_source', "'model'")},
          ${d.as('enum_answers_outcome', "CASE WHEN n % 50 = 0 THEN 'model_error' WHEN n % 97 = 0 THEN 'cancelled' ELSE 'answered' END")},
          800 + (n * 37) % 4000,
          ${d.as('enum_answers_feedback', "CASE WHEN n % 10 = 1 THEN 'helpful' WHEN n % 30 = 2 THEN 'not_helpful' END")},
          CASE WHEN n % 10 = 1 OR n % 30 = 2 THEN ${d.ago('ago')} END, ${d.ago('ago')}, ${d.ago('ago')}
        FROM (SELECT n, r * ${YEAR_SECONDS} AS ago, 1 + (n * 7919) % ${d.floor(`${U} * (1 - r)`)} AS k
          FROM (SELECT n, ${fraction('n', 104729)} * ${(U - 1) / U} AS r FROM seq) AS drawn) AS picked`,
      )}`,
    `INSERT INTO visits (path, session_id, created_at, updated_at)
      ${d.rows(
        answers / 2,
        `SELECT CASE WHEN n % 3 = 0 THEN '/pricing' ELSE '/' END, 'bench-' || (n % 100000),
          ${d.ago(`${YEAR_SECONDS} * ${fraction('n', 15485863)}`)}, ${d.ago(`${YEAR_SECONDS} * ${fraction('n', 15485863)}`)} FROM seq`,
      )}`,
    `INSERT INTO downloads (user_id, version, created_at, updated_at)
      ${d.rows(U / 2, `SELECT ${bases.user} + n * 2, '1.0.0', ${d.ago(userAgo('n * 2'))}, ${d.ago(userAgo('n * 2'))} FROM seq`)}`,
    // A mix of plain paid plans, converted and unconverted trials, cancellations and live trials.
    `INSERT INTO subscriptions (stripe_subscription_id, user_id, plan, status, monthly_amount_cents, started_at, trial_ends_at, converted_at, ended_at, created_at, updated_at)
      ${d.rows(
        subscriptions,
        `SELECT 'sub_bench_' || n, ${bases.user} + ${userOfSubscription('n')},
          ${d.as('enum_subscriptions_plan', "CASE WHEN n % 4 = 1 THEN 'semester' WHEN n % 4 = 2 THEN 'weekly' ELSE 'weekly_trial' END")},
          ${d.as('enum_subscriptions_status', "CASE WHEN n % 5 = 0 THEN 'canceled' WHEN n % 4 = 3 AND n % 3 = 0 THEN 'trialing' ELSE 'active' END")},
          CASE WHEN n % 4 = 1 THEN 1098.33 ELSE 2162.33 END,
          ${d.ago(subscriptionAgo)},
          CASE WHEN n % 4 IN (0, 3) THEN ${d.ago(`${subscriptionAgo} - 259200`)} END,
          CASE WHEN n % 4 IN (0, 3) AND n % 5 <> 0 AND n % 3 <> 0 THEN ${d.ago(`${subscriptionAgo} - 259200`)} END,
          CASE WHEN n % 5 = 0 THEN ${d.ago(`${subscriptionAgo} * 0.5`)} END,
          ${d.ago(subscriptionAgo)}, ${d.ago(subscriptionAgo)} FROM seq`,
      )}`,
    `INSERT INTO payments (stripe_invoice_id, user_id, stripe_customer_id, amount_paid, currency, paid_at, created_at, updated_at)
      ${d.rows(
        subscriptions * 4,
        `SELECT 'in_bench_' || n, ${bases.user} + ${userOfSubscription('1 + n % ' + subscriptions)}, 'cus_bench', CASE WHEN n % 4 = 1 THEN 3295 ELSE 499 END, 'usd',
          ${d.ago(`${YEAR_SECONDS} * ${fraction('n', 32452843)}`)}, ${d.ago(`${YEAR_SECONDS} * ${fraction('n', 32452843)}`)},
          ${d.ago(`${YEAR_SECONDS} * ${fraction('n', 32452843)}`)} FROM seq`,
      )}`,
    `INSERT INTO wrong_answer_reports (user_id, status, question_text, wrong_answer_text, created_at, updated_at)
      ${d.rows(
        answers / 200,
        `SELECT ${bases.user} + 1 + (n * 31) % ${U},
          ${d.as('enum_wrong_answer_reports_status', "CASE WHEN n % 4 = 0 THEN 'resolved' WHEN n % 4 = 1 THEN 'rejected' WHEN n % 4 = 2 THEN 'reviewing' ELSE 'pending' END")},
          'Bench question', 'Bench answer',
          ${d.ago(`${YEAR_SECONDS} * ${fraction('n', 49979687)}`)}, ${d.ago(`${YEAR_SECONDS} * ${fraction('n', 49979687)}`)} FROM seq`,
      )}`,
  ]
}
