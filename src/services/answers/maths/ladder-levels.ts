import type { LadderLevel } from '../../../config/answers'
import type { MathsLabels } from './labels'
import { toMarkdown, type Worked, type WorkedStep } from './worked'

const stepMarkdown = (step: WorkedStep, index: number, labels: MathsLabels) =>
  `**${labels.step} ${index + 1}.** ${step.label}:\n\n$$${step.math}$$`

/** How many worked steps "Next step" reveals: the first half, at least one, never the last of several. */
export const revealedSteps = (count: number) => Math.max(1, Math.min(count - 1, Math.floor(count / 2)) || 1)

/**
 * The hint ladder of a CAS solution, built from its own worked steps (no model call):
 * - hint: the method — what the first step does, without its result;
 * - step: the first steps worked out (about half), without the check or the answer;
 * - full: the whole worked solution, as a plain answer shows it.
 */
export const ladderLevels = (worked: Worked, labels: MathsLabels): Record<LadderLevel, string> => {
  const [first] = worked.steps
  const shown = worked.steps.slice(0, revealedSteps(worked.steps.length))
  return {
    hint: first ? `**${labels.step} 1.** ${first.label}.` : `**${labels.check}:** $${worked.check}$`,
    step: shown.length
      ? shown.map((step, index) => stepMarkdown(step, index, labels)).join('\n\n')
      : `**${labels.check}:**\n\n$$${worked.check}$$`,
    full: toMarkdown(worked, labels),
  }
}
