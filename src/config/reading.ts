/**
 * Reading time of blog posts: the words of a post's body in one language divided by a typical
 * silent-reading speed, rounded to whole minutes and never under one.
 */
export type ReadingTimeConfig = {
  /** Words an average adult reads per minute (Brysbaert 2019: 238 for non-fiction). */
  wordsPerMinute: number
  /** The shortest reading time shown. */
  minimumMinutes: number
}

export const READING_TIME: ReadingTimeConfig = { wordsPerMinute: 238, minimumMinutes: 1 }
