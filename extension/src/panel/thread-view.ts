import type { AnswerFeedback, CROSS_CHECK_RESULTS, LadderLevel } from '@/config/answers'
import { type Locale, textDirection } from '@/config/locales'

import type { CheckResult } from '../api/schemas'
import { solutionToCopy } from './answer-copy'
import { createCopyActions } from './copy-actions'
import { h } from './dom'
import { t } from './i18n'
import { createCheckForm, createLadderControls } from './learning-controls'
import { renderMarkdownInto } from './render-markdown'
import { thumbIcon } from './vote-icon'

export type TurnStatus = 'streaming' | 'done' | 'stopped' | 'failed'

/** One question and its answer in the open thread. */
export type Turn = {
  key: string
  question: string
  /** An image sent from this panel (object URL), shown as a thumbnail. */
  imageUrl: string | null
  hasImage: boolean
  answer: string
  status: TurnStatus
  error: string | null
  answerId: string | null
  isVerified: boolean
  crossCheck: (typeof CROSS_CHECK_RESULTS)[number] | null
  /** The student's own vote on this answer, once given. */
  feedback: AnswerFeedback | null
  /** How much of the solution is shown: the hint ladder's level (`full` for a plain answer). */
  ladderLevel: LadderLevel
  /** The thread's latest question: the one the ladder climbs and "Check my answer" checks. */
  isLatest: boolean
  /** The language the answer is written in (the answer language asked for): its `lang` and direction. */
  locale: Locale
}

type TurnActions = {
  onReport: (answerId: string) => void
  /** Saves a vote and resolves with the stored one (rejects with a message to show). */
  onFeedback: (answerId: string, isHelpful: boolean) => Promise<AnswerFeedback>
  /** Reveals the next level of the latest question's solution. */
  onClimb: (level: LadderLevel) => void
  /** Checks the student's own answer to the latest question (rejects with a message to show). */
  onCheck: (studentAnswer: string) => Promise<CheckResult>
  /** The active page is a quiz or exam: no full solution and no verdict on the student's answer. */
  isExamMode: () => boolean
  /** Saves the answer as a flashcard; resolves with the status to show (rejects with a message). */
  onMakeFlashcard: (answerId: string) => Promise<string>
}

export type TurnView = { element: HTMLElement; update: (turn: Turn) => void }

/**
 * The DOM of one turn. `update` redraws only what changed; while the answer streams, its Markdown
 * is re-rendered at most once per frame.
 */
export const createTurnView = (
  turn: Turn,
  { onReport, onFeedback, onClimb, onCheck, isExamMode, onMakeFlashcard }: TurnActions,
): TurnView => {
  // The answer reads in its own language's direction (a French answer in the Arabic panel stays
  // left to right, its full stop at the end); the buttons around it follow the panel's language.
  const markdown = h('div', { class: 'markdown', lang: turn.locale, dir: textDirection(turn.locale) })
  const badges = h('div', { class: 'badges' })
  const note = h('p', { class: 'cross-check', role: 'note', hidden: true }, t('crossCheckDisagrees'))
  const error = h('p', { class: 'turn-error', role: 'alert', hidden: true })
  const report = h('button', { type: 'button', class: 'link report' }, t('reportWrongAnswer'))
  const voteButton = (isHelpful: boolean) =>
    h(
      'button',
      { type: 'button', class: 'vote', 'aria-pressed': 'false' },
      thumbIcon(isHelpful ? 'up' : 'down'),
      h('span', {}, t(isHelpful ? 'helpful' : 'notHelpful')),
    )
  const helpful = voteButton(true)
  const notHelpful = voteButton(false)
  const voteStatus = h('span', { class: 'vote-status muted', role: 'status' })
  const makeFlashcard = h('button', { type: 'button', class: 'link make-flashcard' }, t('makeFlashcard'))
  const actions = h(
    'div',
    { class: 'turn-actions', hidden: true },
    h('div', { class: 'votes', role: 'group', 'aria-label': t('feedbackQuestion') }, helpful, notHelpful),
    voteStatus,
    report,
    h(
      'div',
      { class: 'turn-tools' },
      makeFlashcard,
      createCopyActions(() => solutionToCopy(current), { status: voteStatus }),
    ),
  )
  const ladder = createLadderControls(onClimb)
  const check = createCheckForm(onCheck)
  const answer = h(
    'div',
    { class: 'turn-answer', 'aria-label': t('answerLabel') },
    badges,
    markdown,
    note,
    error,
    ladder.element,
    actions,
    check.element,
  )
  const question = h(
    'div',
    { class: 'turn-question' },
    h('span', { class: 'visually-hidden' }, `${t('you')}: `),
    turn.question ? h('p', { dir: 'auto' }, turn.question) : null,
    turn.imageUrl
      ? h('img', { class: 'turn-image', src: turn.imageUrl, alt: t('attachedImage') })
      : turn.hasImage
        ? h('p', { class: 'muted image-note' }, t('imageQuestion'))
        : null,
  )
  const element = h('article', { class: 'turn' }, question, answer)

  let current = turn
  let renderedAnswer: string | null = null
  let frame = 0
  const renderAnswer = () => {
    frame = 0
    if (renderedAnswer === current.answer) return
    renderedAnswer = current.answer
    renderMarkdownInto(markdown, current.answer)
  }

  const update = (next: Turn) => {
    current = next
    answer.setAttribute('aria-busy', String(next.status === 'streaming'))
    if (next.status === 'streaming') {
      if (!frame) frame = requestAnimationFrame(renderAnswer)
    } else {
      if (frame) cancelAnimationFrame(frame)
      renderAnswer()
    }
    badges.replaceChildren(
      ...(next.isVerified
        ? [h('span', { class: 'badge verified', title: t('verifiedHint') }, `✓ ${t('verified')}`)]
        : []),
    )
    note.hidden = next.crossCheck !== 'disagrees'
    error.hidden = !next.error
    error.textContent = next.error ?? ''
    actions.hidden = !next.answerId || next.status === 'streaming'
    // Only the latest answered question climbs its ladder and is checked (the server's rule too).
    const isOpen = next.isLatest && next.status !== 'streaming' && Boolean(next.answerId)
    ladder.update(next.ladderLevel, isOpen, isExamMode())
    check.update(isOpen && !isExamMode())
    helpful.setAttribute('aria-pressed', String(next.feedback === 'helpful'))
    notHelpful.setAttribute('aria-pressed', String(next.feedback === 'not_helpful'))
  }
  report.addEventListener('click', () => current.answerId && onReport(current.answerId))
  const vote = async (isHelpful: boolean) => {
    if (!current.answerId) return
    helpful.disabled = notHelpful.disabled = true
    try {
      update({ ...current, feedback: await onFeedback(current.answerId, isHelpful) })
      voteStatus.textContent = t('feedbackThanks')
    } catch (failure) {
      voteStatus.textContent = failure instanceof Error && failure.message ? failure.message : t('feedbackFailed')
    } finally {
      helpful.disabled = notHelpful.disabled = false
    }
  }
  makeFlashcard.addEventListener('click', async () => {
    if (!current.answerId) return
    makeFlashcard.disabled = true
    try {
      voteStatus.textContent = await onMakeFlashcard(current.answerId)
    } catch (failure) {
      voteStatus.textContent = failure instanceof Error && failure.message ? failure.message : t('flashcardFailed')
    } finally {
      makeFlashcard.disabled = false
    }
  })
  helpful.addEventListener('click', () => void vote(true))
  notHelpful.addEventListener('click', () => void vote(false))
  update(turn)
  return { element, update }
}
