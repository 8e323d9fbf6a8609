import { systemText, textOf } from './message-text'
import type { ChatRequest } from './server'

const firstQuestion = (request: ChatRequest) =>
  textOf(request.messages.filter((message) => message.role === 'user').at(-2) ?? request.messages.at(-1))

/** The fake's own final answer to any question it answers in full ("**Answer:** done."). */
export const FAKE_FINAL_ANSWER = 'done'

/**
 * Marks a student's answer as the app asks (JSON verdict): "done" — the fake's own final answer —
 * is correct, an answer that mentions it among other words is not yet, anything else is incorrect
 * at its first line.
 */
const checkReply = (request: ChatRequest) => {
  const given = /Student's answer:\n([\s\S]*)$/.exec(textOf(request.messages.at(-1)))?.[1]?.trim() ?? ''
  const folded = given.toLowerCase()
  if (folded === FAKE_FINAL_ANSWER)
    return JSON.stringify({ verdict: 'correct', firstWrongStep: null, explanation: 'Right: that is the answer.' })
  if (folded.includes(FAKE_FINAL_ANSWER))
    return JSON.stringify({ verdict: 'notYet', firstWrongStep: null, explanation: 'Nearly: finish your last step.' })
  return JSON.stringify({
    verdict: 'incorrect',
    firstWrongStep: given.split('\n')[0],
    explanation: 'Look again at your first step.',
  })
}

/**
 * Deterministic replies to the tutor's special requests, told apart by their system prompt: a
 * check (JSON verdict) and the hint ladder's levels, each recognisable in a test; null otherwise.
 */
export const tutorReply = (request: ChatRequest): string | null => {
  const system = systemText(request)
  if (/marking a student's own answer/.test(system)) return checkReply(request)
  if (/^Hint level:/m.test(system))
    return `Fake hint: think about the key idea behind "${firstQuestion(request)}" before you start.`
  if (/^Next step level:/m.test(system)) return 'Fake next step: write down what you know, then apply the rule once.'
  if (/^Full solution level:/m.test(system))
    return `**Step 1.** Fake full solution, worked out.\n\n**Answer:** ${FAKE_FINAL_ANSWER}.`
  return null
}
