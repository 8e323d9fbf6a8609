/**
 * The detailed-analytics definitions (src/services/analytics/metric-definitions.ts) computed the
 * naive way, in JavaScript, from raw rows: the oracle the aggregate-based queries must match.
 * Instants are epoch milliseconds; a window is [start, end).
 */
export type RefAnswer = {
  user: number
  createdAt: number
  outcome: 'answered' | 'model_error' | 'cancelled'
  latencyMs: number | null
  feedback: 'helpful' | 'not_helpful' | null
  feedbackAt: number | null
}
export type RefWorld = {
  answers: RefAnswer[]
  users: number[] // created at
  payments: { paidAt: number; cents: number }[]
  reports: { createdAt: number; status: 'pending' | 'reviewing' | 'resolved' | 'rejected' }[]
}
export type RefWindow = { start: number; end: number; days: number; todayStart: number }

const DAY = 24 * 60 * 60 * 1000
const within = (t: number, from: number, to: number) => t >= from && t < to
const distinct = <T>(values: T[]) => new Set(values).size

export const referenceAnswers = (world: RefWorld, { start, end, days, todayStart }: RefWindow) => {
  const inWindow = world.answers.filter((a) => within(a.createdAt, start, end))
  const askersSince = (from: number) => distinct(inWindow.filter((a) => a.createdAt >= from).map((a) => a.user))
  const timed = inWindow.filter((a) => a.outcome === 'answered' && a.latencyMs !== null)
  void days
  return {
    questions: inWindow.length,
    askers: distinct(inWindow.map((a) => a.user)),
    active24h: askersSince(end - DAY),
    active7d: askersSince(end - 7 * DAY),
    // The 24-hour day of a question, counted back from the end: floor((end − t) / 24 h).
    activeUserDays: distinct(inWindow.map((a) => `${Math.floor((end - a.createdAt) / DAY)}:${a.user}`)),
    questionsToday: inWindow.filter((a) => a.createdAt >= todayStart).length,
    answered: inWindow.filter((a) => a.outcome === 'answered').length,
    failed: inWindow.filter((a) => a.outcome === 'model_error').length,
    meanLatencyMs: timed.length ? timed.reduce((sum, a) => sum + a.latencyMs!, 0) / timed.length : 0,
  }
}

export const referenceFeedback = (world: RefWorld, { start, end }: RefWindow) => {
  const votes = world.answers.filter((a) => a.feedback && a.feedbackAt !== null && within(a.feedbackAt, start, end))
  return { helpful: votes.filter((a) => a.feedback === 'helpful').length, votes: votes.length }
}

export const referenceReports = (world: RefWorld, { start, end }: RefWindow) => ({
  upheld: world.reports.filter((r) => r.status === 'resolved' && within(r.createdAt, start, end)).length,
})

export const referenceUsers = (world: RefWorld, { end, todayStart }: RefWindow) => ({
  total: world.users.filter((t) => t < end).length,
  totalMonthBefore: world.users.filter((t) => t < end - 30 * DAY).length,
  newToday: world.users.filter((t) => within(t, todayStart, end)).length,
  new7d: world.users.filter((t) => within(t, end - 7 * DAY, end)).length,
})

/** Per UTC calendar day in [start, end): sign-ups, askers, questions, cents paid (days with none left out). */
export const referenceSeries = (world: RefWorld, { start, end }: { start: number; end: number }) => {
  const days = new Map<
    string,
    { newUsers: number; activeUsers: Set<number>; questions: number; revenueCents: number }
  >()
  const day = (t: number) => {
    const key = new Date(t).toISOString().slice(0, 10)
    if (!days.has(key)) days.set(key, { newUsers: 0, activeUsers: new Set(), questions: 0, revenueCents: 0 })
    return days.get(key)!
  }
  for (const a of world.answers.filter((a) => within(a.createdAt, start, end))) {
    day(a.createdAt).questions += 1
    day(a.createdAt).activeUsers.add(a.user)
  }
  for (const t of world.users.filter((t) => within(t, start, end))) day(t).newUsers += 1
  for (const p of world.payments.filter((p) => within(p.paidAt, start, end))) day(p.paidAt).revenueCents += p.cents
  return new Map(
    [...days].map(([key, value]) => [
      key,
      {
        newUsers: value.newUsers,
        activeUsers: value.activeUsers.size,
        questions: value.questions,
        revenueCents: value.revenueCents,
      },
    ]),
  )
}
