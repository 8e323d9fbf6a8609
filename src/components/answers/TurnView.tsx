'use client'

import { useTranslations } from 'use-intl'

import type { AnswerFeedback, LadderLevel } from '@/config/answers'

import type { CheckResult } from './api/schemas'
import { CheckForm, LadderControls } from './LearningControls'
import { MarkdownAnswer } from './MarkdownAnswer'
import { solutionToCopy, type Turn } from './turn'
import { TurnActions } from './TurnActions'

/**
 * One question and its answer. Only the thread's latest answered question climbs its ladder and is
 * checked (the server's rule too); exam mode holds back the full solution and the verdict.
 */
export function TurnView({
  turn,
  isLatest,
  isExamMode,
  describeError,
  onClimb,
  onCheck,
  onFeedback,
}: {
  turn: Turn
  isLatest: boolean
  isExamMode: boolean
  describeError: (error: unknown) => string
  onClimb: (level: LadderLevel) => void
  onCheck: (studentAnswer: string) => Promise<CheckResult>
  onFeedback: (answerId: string, feedback: AnswerFeedback) => void
}) {
  const t = useTranslations('ask')
  const isStreaming = turn.status === 'streaming'
  const isOpen = isLatest && !isStreaming && Boolean(turn.answerId)
  const answerId = turn.answerId
  return (
    <article className="turn" data-status={turn.status}>
      <div className="turn-question">
        <span className="visually-hidden">{`${t('you')}: `}</span>
        {turn.question && <p dir="auto">{turn.question}</p>}
        {turn.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- an object URL of the student's own picture
          <img className="turn-image" src={turn.imageUrl} alt={t('attachedImage')} />
        ) : (
          turn.hasImage && <p className="muted">{t('imageQuestion')}</p>
        )}
      </div>
      <div className="turn-answer" aria-label={t('answerLabel')} aria-busy={isStreaming}>
        {turn.isVerified && (
          <p className="badges">
            <span className="badge-verified" title={t('verifiedHint')}>
              <span aria-hidden="true">✓ </span>
              {t('verified')}
            </span>
          </p>
        )}
        {turn.answer ? (
          <MarkdownAnswer markdown={turn.answer} locale={turn.locale} />
        ) : (
          isStreaming && <p className="muted answering">{t('answering')}</p>
        )}
        {turn.crossCheck === 'disagrees' && (
          <p className="cross-check" role="note">
            {t('crossCheckDisagrees')}
          </p>
        )}
        {turn.error && (
          <p className="answers-error" role="alert">
            {turn.error}
          </p>
        )}
        {isOpen && <LadderControls level={turn.ladderLevel} isExamMode={isExamMode} onClimb={onClimb} />}
        {answerId && !isStreaming && (
          <TurnActions
            answerId={answerId}
            feedback={turn.feedback}
            copyMarkdown={() => solutionToCopy(turn, t('fullSolution'))}
            describeError={describeError}
            onFeedback={(feedback) => onFeedback(answerId, feedback)}
          />
        )}
        {isOpen && !isExamMode && <CheckForm key={answerId} onCheck={onCheck} />}
      </div>
    </article>
  )
}
