import type { FlashcardGrade } from '@/config/flashcards'
import { flashcardMarkdown } from '@/lib/markdown/copy-formats'
import { localizedPath } from '@/lib/paths'

import {
  FLASHCARD_GRADES,
  fetchDueFlashcards,
  makeCardsFromMistakes,
  type PanelFlashcard,
  reviewFlashcard,
} from '../api/flashcards'
import type { Credentials } from '../api/client'
import { showDueCount } from '../badge'
import { siteUrl } from '../config/site'
import { createCopyActions } from './copy-actions'
import { h } from './dom'
import { formatNumber, formatShortDate, type MessageKey, t, uiLocale } from './i18n'
import { renderMarkdownInto } from './render-markdown'

const GRADE_LABELS: Record<FlashcardGrade, MessageKey> = {
  again: 'gradeAgain',
  hard: 'gradeHard',
  good: 'gradeGood',
  easy: 'gradeEasy',
}

type FlashcardsViewArgs = {
  credentials: () => Credentials | null
  /** The reader-facing text of a failed call (a refused token signs the panel out). */
  describeError: (error: unknown) => Promise<string>
}

/**
 * The panel's review (issue 18 §3): the due cards one at a time — front, "Show answer", back,
 * Again / Hard / Good / Easy, then when that card comes back — with "Make cards from my mistakes"
 * and a link to the whole deck and its export on the site.
 */
export const createFlashcardsView = ({ credentials, describeError }: FlashcardsViewArgs) => {
  let queue: PanelFlashcard[] = []
  let dueCount = 0
  let isRevealed = false

  const dueStatus = h('p', { class: 'due-count', role: 'status' })
  const front = h('div', { class: 'markdown card-front', dir: 'auto', role: 'group', 'aria-label': t('cardFront') })
  const back = h('div', {
    class: 'markdown card-back',
    dir: 'auto',
    role: 'group',
    'aria-label': t('cardBack'),
    hidden: true,
  })
  const showAnswer = h('button', { type: 'button', class: 'button primary' }, t('showAnswer'))
  const gradeButtons = FLASHCARD_GRADES.map((grade) =>
    h('button', { type: 'button', class: `button grade grade-${grade}`, 'data-grade': grade }, t(GRADE_LABELS[grade])),
  )
  const grades = h(
    'div',
    { class: 'grades', role: 'group', 'aria-label': t('gradeGroup'), hidden: true },
    ...gradeButtons,
  )
  const reviewStatus = h('p', { class: 'muted review-status', role: 'status' })
  const copyActions = createCopyActions(() => (queue[0] ? flashcardMarkdown(queue[0]) : ''), { status: reviewStatus })
  const card = h('article', { class: 'flashcard' }, front, back, showAnswer, grades, copyActions)
  const fromMistakes = h('button', { type: 'button', class: 'button small' }, t('fromMistakes'))
  const deckLink = h(
    'a',
    {
      class: 'link',
      href: siteUrl(localizedPath(uiLocale(), '/dashboard/flashcards')),
      target: '_blank',
      rel: 'noopener noreferrer',
    },
    t('openFlashcardsPage'),
  )
  const element = h(
    'section',
    { class: 'flashcards', 'aria-labelledby': 'flashcards-title', hidden: true },
    h('h1', { id: 'flashcards-title' }, t('flashcards')),
    dueStatus,
    card,
    reviewStatus,
    h('div', { class: 'flashcards-foot' }, fromMistakes, deckLink),
  )

  const render = () => {
    const current = queue[0]
    dueStatus.textContent = current || dueCount ? t('dueNow', formatNumber(dueCount)) : t('allCaughtUp')
    card.hidden = !current
    if (!current) return
    renderMarkdownInto(front, current.front)
    renderMarkdownInto(back, current.back)
    back.hidden = !isRevealed
    grades.hidden = !isRevealed
    showAnswer.hidden = isRevealed
  }

  const load = async () => {
    const current = credentials()
    if (!current) return
    reviewStatus.textContent = t('loading')
    try {
      const due = await fetchDueFlashcards(current)
      queue = due.cards
      dueCount = due.dueCount
      isRevealed = false
      reviewStatus.textContent = ''
      void showDueCount(dueCount)
    } catch (error) {
      reviewStatus.textContent = error instanceof Error ? await describeError(error) : t('flashcardsLoadFailed')
      queue = []
    }
    render()
  }

  const grade = async (value: FlashcardGrade) => {
    const current = queue[0]
    const signedIn = credentials()
    if (!current || !signedIn) return
    for (const button of gradeButtons) button.disabled = true
    try {
      const reviewed = await reviewFlashcard(current.id, value, signedIn)
      reviewStatus.textContent = t('nextDue', formatShortDate(reviewed.card.due))
      dueCount = reviewed.dueCount
      void showDueCount(dueCount)
      queue.shift()
      isRevealed = false
      // The session's cards are done, but a card graded Again may already be due again.
      if (!queue.length && dueCount > 0) await load()
    } catch (error) {
      reviewStatus.textContent = await describeError(error)
    } finally {
      for (const button of gradeButtons) button.disabled = false
    }
    render()
    if (!card.hidden) showAnswer.focus()
  }

  showAnswer.addEventListener('click', () => {
    isRevealed = true
    render()
    gradeButtons[2]!.focus()
  })
  gradeButtons.forEach((button, index) => button.addEventListener('click', () => void grade(FLASHCARD_GRADES[index]!)))
  fromMistakes.addEventListener('click', async () => {
    const current = credentials()
    if (!current) return
    fromMistakes.disabled = true
    try {
      const made = await makeCardsFromMistakes(current)
      await load()
      reviewStatus.textContent = t('mistakesMade', formatNumber(made.cards.length))
    } catch (error) {
      reviewStatus.textContent = await describeError(error)
    } finally {
      fromMistakes.disabled = false
    }
  })

  return { element, open: load }
}
