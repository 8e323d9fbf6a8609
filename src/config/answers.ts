/** Where an answer came from: the symbolic maths engine, or the language model. */
export const ANSWER_SOURCES = ['cas', 'model'] as const
export type AnswerSource = (typeof ANSWER_SOURCES)[number]

export const ANSWER_OUTCOMES = ['answered', 'model_error', 'cancelled'] as const
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number]

/** A student's vote on one of their answers; one per answer, changeable. */
export const ANSWER_FEEDBACK = ['helpful', 'not_helpful'] as const
export type AnswerFeedback = (typeof ANSWER_FEEDBACK)[number]

export const CROSS_CHECK_RESULTS = ['agrees', 'disagrees', 'unknown'] as const

/** Model call budgets: time to the first byte, and for the whole answer. */
export const MODEL_TIMEOUTS = { firstByteMs: 30_000, totalMs: 120_000 } as const

/** Earlier turns sent with a follow-up: enough context, bounded cost. */
export const MAX_CONTEXT_TURNS = 6
