import type { CheckVerdict, LadderLevel } from '@/config/answers'

import type { CheckResult } from '../api/schemas'
import { h } from './dom'
import { type MessageKey, t } from './i18n'

/** The levels still to reveal after `level`, each a button: Hint → Next step → Full solution. */
const NEXT_LEVELS: Record<LadderLevel, { level: LadderLevel; label: MessageKey }[]> = {
  hint: [
    { level: 'step', label: 'nextStep' },
    { level: 'full', label: 'fullSolution' },
  ],
  step: [{ level: 'full', label: 'fullSolution' }],
  full: [],
}

export type LadderControls = {
  element: HTMLElement
  /** `isExamMode`: a quiz or exam page, where the ladder stops before the full solution. */
  update: (level: LadderLevel, isEnabled: boolean, isExamMode?: boolean) => void
}

/** The hint ladder's buttons under the latest answer; hidden once the full solution is shown. */
export const createLadderControls = (onClimb: (level: LadderLevel) => void): LadderControls => {
  const element = h('div', { class: 'ladder', role: 'group', 'aria-label': t('ladderLabel'), hidden: true })
  let shown: string | null = null
  const update = (level: LadderLevel, isEnabled: boolean, isExamMode = false) => {
    const levels = NEXT_LEVELS[level].filter((next) => !isExamMode || next.level !== 'full')
    element.hidden = !isEnabled || levels.length === 0
    if (shown !== `${level}:${isExamMode}`) {
      shown = `${level}:${isExamMode}`
      element.replaceChildren(
        ...levels.map((next) =>
          h(
            'button',
            { type: 'button', class: 'button small', 'data-level': next.level, onClick: () => onClimb(next.level) },
            t(next.label),
          ),
        ),
      )
    }
  }
  return { element, update }
}

const VERDICT_TEXT: Record<CheckVerdict, MessageKey> = {
  correct: 'verdictCorrect',
  notYet: 'verdictNotYet',
  incorrect: 'verdictIncorrect',
}

const REASON_TEXT = {
  missingSolutions: 'reasonMissingSolutions',
  unfinished: 'reasonUnfinished',
  tooRough: 'reasonTooRough',
  unreadable: 'reasonUnreadable',
} as const satisfies Record<NonNullable<CheckResult['reason']>, MessageKey>

export type CheckForm = { element: HTMLElement; update: (isEnabled: boolean) => void }

let formCount = 0

/**
 * "Check my answer" under the latest answer: the student's own answer (a few lines of working, the
 * last line the result) and the verdict with the first wrong step. `onCheck` resolves with the
 * verdict or rejects with a message to show.
 */
export const createCheckForm = (onCheck: (studentAnswer: string) => Promise<CheckResult>): CheckForm => {
  const id = `student-answer-${(formCount += 1)}`
  const input = h('textarea', {
    id,
    class: 'student-answer',
    rows: 2,
    dir: 'auto',
    placeholder: t('studentAnswerPlaceholder'),
  })
  const submit = h('button', { type: 'submit', class: 'button small' }, t('checkAnswer'))
  const result = h('div', { class: 'check-result', role: 'status', 'aria-live': 'polite' })
  const form = h(
    'form',
    { class: 'check-form', novalidate: true },
    h('label', { for: id }, t('yourAnswer')),
    input,
    h('div', { class: 'check-row' }, submit),
    result,
  )
  const element = h('details', { class: 'check', hidden: true }, h('summary', {}, t('checkMyAnswer')), form)
  const show = (check: CheckResult) => {
    const lines = [h('strong', { class: `verdict ${check.verdict}` }, t(VERDICT_TEXT[check.verdict]))]
    const details = [
      check.reason ? t(REASON_TEXT[check.reason]) : null,
      // Isolated (FSI … PDI), so "3x = 11" keeps its order inside a right-to-left sentence.
      check.firstWrongStep ? t('firstWrongStep', `\u2068${check.firstWrongStep.text}\u2069`) : null,
      check.explanation,
    ].filter((text): text is string => Boolean(text))
    result.replaceChildren(...lines, ...details.map((text) => h('p', { dir: 'auto' }, text)))
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const studentAnswer = input.value.trim()
    if (!studentAnswer) {
      result.replaceChildren(h('p', { class: 'turn-error' }, t('studentAnswerEmpty')))
      input.focus()
      return
    }
    submit.disabled = true
    result.replaceChildren(h('p', { class: 'muted' }, t('checking')))
    try {
      show(await onCheck(studentAnswer))
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : t('checkFailed')
      result.replaceChildren(h('p', { class: 'turn-error', role: 'alert' }, message))
    } finally {
      submit.disabled = false
    }
  })
  // Enter checks, Shift+Enter starts a new line of working.
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault()
      form.requestSubmit()
    }
  })
  return { element, update: (isEnabled) => (element.hidden = !isEnabled) }
}
