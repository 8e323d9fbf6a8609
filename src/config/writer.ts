/**
 * The essay writer's vocabulary (spec §2 Writer area, §5, §9): lengths with their word targets,
 * the eight tones, and the bounds the wizard and the API share.
 */

/**
 * Spec §9: level → name, the word count the essay aims at, and the pages those words fill (about
 * 500 words a page single-spaced, 250 double-spaced; the spec's own page figures promised twice
 * that, issue 38); `bodySections` sizes the outline.
 */
export const ESSAY_LENGTHS = {
  1: { id: 'short', pages: [1, 2], words: 400, bodySections: 2 },
  2: { id: 'medium', pages: [1.5, 3], words: 800, bodySections: 3 },
  3: { id: 'long', pages: [3, 6], words: 1600, bodySections: 4 },
  4: { id: 'veryLong', pages: [6, 12], words: 3200, bodySections: 6 },
} as const
export type EssayLengthLevel = keyof typeof ESSAY_LENGTHS
export const ESSAY_LENGTH_LEVELS = [1, 2, 3, 4] as const satisfies readonly EssayLengthLevel[]
export const MIN_ESSAY_LENGTH: EssayLengthLevel = 1
export const MAX_ESSAY_LENGTH: EssayLengthLevel = 4
export const DEFAULT_ESSAY_LENGTH: EssayLengthLevel = 2

export const targetWords = (level: EssayLengthLevel): number => ESSAY_LENGTHS[level].words

export const ESSAY_TONES = [
  'analytical',
  'descriptive',
  'formal',
  'persuasive',
  'narrative',
  'informative',
  'casual',
  'objective',
] as const
export type EssayTone = (typeof ESSAY_TONES)[number]

/**
 * Where an essay is: being written, finished, finished by the model far short of its length
 * (`short`), or interrupted (`partial`: stopped, cut off or failed) with what was written kept.
 */
export const ESSAY_STATUSES = ['streaming', 'complete', 'short', 'partial'] as const
export type EssayStatus = (typeof ESSAY_STATUSES)[number]

/** Below this share of its target length, an essay the model ended is kept as short, not complete. */
export const COMPLETE_ESSAY_MIN_SHARE = 0.5
export const finishedEssayStatus = ({ words, targetWords }: { words: number; targetWords: number }): EssayStatus =>
  targetWords > 0 && words < targetWords * COMPLETE_ESSAY_MIN_SHARE ? 'short' : 'complete'

/** Bounds, counted in characters as people see them. */
export const MAX_TOPIC_LENGTH = 2000
export const MAX_STYLE_SAMPLE_LENGTH = 3000
export const MAX_OUTLINE_HEADINGS = 12
export const MAX_HEADING_LENGTH = 120
export const MAX_ESSAY_TITLE_LENGTH = 160
/** Every outline has an introduction, a body and a conclusion. */
export const MIN_OUTLINE_HEADINGS = 3

/** Spec §5's prompt-quality hint: Weak below these, Great at or above the second pair. */
export const PROMPT_QUALITY = {
  weak: { minWords: 5, minMeaningfulWords: 5, minCharacters: 25 },
  great: { minMeaningfulWords: 8, minCharacters: 50 },
} as const
export const PROMPT_QUALITY_LEVELS = ['weak', 'good', 'great'] as const
export type PromptQuality = (typeof PROMPT_QUALITY_LEVELS)[number]

/**
 * A long essay from a slow local model takes minutes: its own budget, wider than an answer's.
 * The outline is one short reply.
 */
export const WRITER_MODEL_TIMEOUTS = {
  outline: { firstByteMs: 30_000, totalMs: 60_000 },
  essay: { firstByteMs: 60_000, totalMs: 15 * 60_000 },
} as const

/** How often the text written so far is saved while an essay streams. */
export const ESSAY_SAVE_INTERVAL_MS = 750

/** History page size. */
export const ESSAYS_PAGE_SIZE = 10

/** An essay still marked as streaming with no save for this long lost its writer (a restart): partial. */
export const STALE_STREAM_MS = 5 * 60_000
