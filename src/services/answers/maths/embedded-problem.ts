import type { MathsLabels } from './labels'
import { parseQuestion } from './parse-question'
import { work } from './solve'
import { solveTopics } from './solve-topics'
import type { Worked } from './worked'

const MAX_WORDS = 40
/** Words and signs a topic question always has; runs without one are not worth the topic solvers. */
const TOPIC_CUE =
  /choose|mean|average|median|mode|range|variance|deviation|quartile|iqr|ways|arrange|probability|sum|\.\.\.|…|σ|∑|scientific|standard|decimal|ordinary|simplest|lowest|area|perimeter|circumference|hypotenuse|leg|det|inverse|\[|\di\b|\bi\b|factor|\d\s*\/\s*\d|\d[cp]\d|[cp]\(|sin|cos|tan|log|[<>≤≥]|√|sqrt/i
const MAX_TOPIC_WORDS = 24

/**
 * The maths inside a question that is more than maths ("My homework says 2x + 3 = 11, I got 5 —
 * where did I go wrong?"): the fast path leaves such questions to the model, and this lets the
 * CAS still check the model's answer. Takes the longest run of words that is a problem it solves.
 */
export const embeddedProblem = (question: string, labels: MathsLabels): Worked | null => {
  const direct = work(question, labels)
  if (direct) return direct
  const words = question
    .replace(/[?!]+|[.,;:](?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  if (words.length > MAX_WORDS) return null
  for (let length = words.length - 1; length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const candidate = words.slice(start, start + length).join(' ')
      if (!/\d/.test(candidate)) continue
      // The topics are read from their own phrasing ("10 choose 3", "the mean of 2, 4, 6").
      const topic = length <= MAX_TOPIC_WORDS && TOPIC_CUE.test(candidate) ? solveTopics(candidate, labels) : null
      if (topic) return topic
      // Otherwise only runs with an operator or `=` are worth parsing.
      if (!/[=+\-*/^²³√]/.test(candidate) || !parseQuestion(candidate)) continue
      const solved = work(candidate, labels)
      if (solved) return solved
    }
  }
  return null
}
