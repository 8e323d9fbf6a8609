'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'

import type { CheckVerdict, LadderLevel } from '@/config/answers'

import type { CheckResult } from './api/schemas'
import { nextLevels } from './turn'

const LEVEL_LABELS = { hint: 'askHint', step: 'nextStep', full: 'fullSolution' } as const
const VERDICT_LABELS: Record<CheckVerdict, 'verdictCorrect' | 'verdictNotYet' | 'verdictIncorrect'> = {
  correct: 'verdictCorrect',
  notYet: 'verdictNotYet',
  incorrect: 'verdictIncorrect',
}
const REASON_LABELS = {
  missingSolutions: 'reasonMissingSolutions',
  unfinished: 'reasonUnfinished',
  tooRough: 'reasonTooRough',
  unreadable: 'reasonUnreadable',
} as const

/** The hint ladder's buttons under the latest answer: the levels still to reveal. */
export function LadderControls({
  level,
  isExamMode,
  onClimb,
}: {
  level: LadderLevel
  isExamMode: boolean
  onClimb: (level: LadderLevel) => void
}) {
  const t = useTranslations('ask')
  const levels = nextLevels(level, isExamMode)
  if (levels.length === 0) return null
  return (
    <div className="ladder" role="group" aria-label={t('ladderLabel')}>
      {levels.map((next) => (
        <button key={next} type="button" className="answers-button" onClick={() => onClimb(next)}>
          {t(LEVEL_LABELS[next])}
        </button>
      ))}
    </div>
  )
}

type CheckState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'error'; message: string } | CheckResultState
type CheckResultState = { kind: 'result'; result: CheckResult }

/**
 * "Check my answer" under the latest answer: the student's own working (the last line the result)
 * and the verdict with the first wrong step. `onCheck` rejects with the message to show.
 */
export function CheckForm({ onCheck }: { onCheck: (studentAnswer: string) => Promise<CheckResult> }) {
  const t = useTranslations('ask')
  const id = useId()
  const [value, setValue] = useState('')
  const [state, setState] = useState<CheckState>({ kind: 'idle' })

  const check = async () => {
    const studentAnswer = value.trim()
    if (!studentAnswer) return setState({ kind: 'error', message: t('studentAnswerEmpty') })
    setState({ kind: 'checking' })
    try {
      setState({ kind: 'result', result: await onCheck(studentAnswer) })
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error && error.message ? error.message : t('checkFailed') })
    }
  }

  return (
    <details className="check">
      <summary>{t('checkMyAnswer')}</summary>
      <form
        className="check-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void check()
        }}
      >
        <label htmlFor={id}>{t('yourAnswer')}</label>
        <textarea
          id={id}
          rows={2}
          dir="auto"
          value={value}
          placeholder={t('studentAnswerPlaceholder')}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            // Enter checks, Shift+Enter starts a new line of working.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              void check()
            }
          }}
        />
        <button type="submit" className="answers-button" disabled={state.kind === 'checking'}>
          {t('checkAnswer')}
        </button>
        <div className="check-result" role="status" aria-live="polite">
          {state.kind === 'checking' && <p className="muted">{t('checking')}</p>}
          {state.kind === 'error' && <p className="answers-error">{state.message}</p>}
          {state.kind === 'result' && <CheckVerdictView result={state.result} />}
        </div>
      </form>
    </details>
  )
}

function CheckVerdictView({ result }: { result: CheckResult }) {
  const t = useTranslations('ask')
  const details = [
    result.reason ? t(REASON_LABELS[result.reason]) : null,
    // Isolated (FSI … PDI), so "3x = 11" keeps its order inside a right-to-left sentence.
    result.firstWrongStep ? t('firstWrongStep', { step: `\u2068${result.firstWrongStep.text}\u2069` }) : null,
    result.explanation,
  ].filter((text): text is string => Boolean(text))
  return (
    <>
      <strong className={`verdict ${result.verdict}`}>{t(VERDICT_LABELS[result.verdict])}</strong>
      {details.map((text) => (
        <p key={text} dir="auto">
          {text}
        </p>
      ))}
    </>
  )
}
