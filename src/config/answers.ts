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

/**
 * The hint ladder (issue 18): a question answered one level at a time, Hint → Next step → Full
 * solution. `full` is a plain answer; the order is the order a ladder climbs.
 */
export const LADDER_LEVELS = ['hint', 'step', 'full'] as const
export type LadderLevel = (typeof LADDER_LEVELS)[number]

/** What POST /api/ask is asked to do: answer at a ladder level, or check the student's own answer. */
export const ASK_MODES = [...LADDER_LEVELS, 'check'] as const
export type AskMode = (typeof ASK_MODES)[number]

/** "Check my answer": the verdict stored on the answer (the source of "cards from my mistakes"). */
export const CHECK_VERDICTS = ['correct', 'notYet', 'incorrect'] as const
export type CheckVerdict = (typeof CHECK_VERDICTS)[number]

/**
 * Why a maths answer is "not yet" right: solutions missing, an equation not solved to the end,
 * decimals too rough to tell, or a final line the CAS cannot read.
 */
export const CHECK_REASONS = ['missingSolutions', 'unfinished', 'tooRough', 'unreadable'] as const
export type CheckReason = (typeof CHECK_REASONS)[number]

/**
 * Checks are free (they belong to the question already counted) but each may cost a model call:
 * this bounds them per question, so a check cannot become an unmetered channel to the model.
 */
export const MAX_CHECKS_PER_ANSWER = 10

/** A student's own answer: a few lines of working, in characters as people count them. */
export const MAX_STUDENT_ANSWER_LENGTH = 1000

/** The longest "first wrong step" or explanation passed on from the model's verdict. */
export const MAX_CHECK_FEEDBACK_LENGTH = 400
