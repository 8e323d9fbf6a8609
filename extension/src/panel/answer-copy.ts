import type { LadderLevel } from '@/config/answers'

import { t } from './i18n'

/**
 * What "Copy as Markdown / LaTeX" copies of an answer: the final solution. After the hint ladder an
 * answer holds each level in turn (Hint, Next step, Full solution, each under its bold heading on a
 * paragraph of its own, src/services/answers/ladder-text.ts): once the full solution is shown,
 * only it is copied, without its heading. The server writes the heading in the panel's language
 * (the API is asked in it); tests/unit/extension/answer-copy.spec.ts keeps the two strings equal.
 */
export const solutionToCopy = ({ answer, ladderLevel }: { answer: string; ladderLevel: LadderLevel }) => {
  if (ladderLevel !== 'full') return answer
  const heading = `**${t('fullSolution')}**\n\n`
  const at = answer.lastIndexOf(`\n\n${heading}`)
  return at < 0 ? answer : answer.slice(at + heading.length + 2).trim()
}
