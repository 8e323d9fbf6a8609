import type { LadderLevel } from '@/config/answers'
import { MAX_QUESTION_LENGTH } from '@/config/limits'
import { PLAN_CHOICE_PATH } from '@/config/plans'
import type { Locale } from '@/config/locales'
import { localizedPath } from '@/lib/paths'

import { siteUrl } from '../config/site'
import { ACCESS_NOTICE_ID } from './access-notice'

import { openCropDialog } from './crop-dialog'
import { h } from './dom'
import { formatNumber, limitText, remainingText, t } from './i18n'
import { firstImageFile, imageError } from './image'
import type { PanelState } from './state'

/** What the composer hands over when asked: the text and the attached image (both taken out). */
export type Draft = { question: string; image: Blob | null }

/**
 * The question box with the weekly quota, an optional image (file, paste or a cropped screenshot
 * of the tab), Ask / Hint first / Stop, and the form's error line.
 */
export const createComposer = ({
  locale,
  onAsk,
  onStop,
  onInput,
}: {
  /** The panel's language: the site pages it opens are in it. */
  locale: Locale
  /** Ask the box's question, answered in full or from the hint ladder's first level. */
  onAsk: (mode?: LadderLevel) => void
  onStop: () => void
  /** The text changed (the counter and placeholder are redrawn). */
  onInput: () => void
}) => {
  let image: { blob: Blob; url: string } | null = null

  const quotaPill = h('span', { class: 'quota', role: 'status', hidden: true })
  const box = h('textarea', {
    id: 'question',
    name: 'question',
    rows: 3,
    // A question in any script reads in its own direction (`-3x+6=0` stays as typed in Arabic).
    dir: 'auto',
    maxlength: MAX_QUESTION_LENGTH,
    placeholder: t('questionPlaceholder'),
    'aria-describedby': 'question-counter',
  })
  const counter = h('span', { id: 'question-counter', class: 'counter', 'aria-live': 'off' })
  const preview = h('div', { class: 'image-preview', hidden: true })
  const fileInput = h('input', {
    type: 'file',
    accept: 'image/*',
    class: 'visually-hidden',
    tabindex: -1,
    'aria-label': t('attachImage'),
  })
  const screenshot = h(
    'button',
    { type: 'button', class: 'button', title: t('screenshotHint') },
    h('span', { 'aria-hidden': 'true' }, '✂ '),
    t('screenshot'),
  )
  const attachButton = h('button', { type: 'button', class: 'button' }, t('attachImage'))
  const ask = h('button', { type: 'submit', class: 'button primary' }, t('ask'))
  // The hint ladder: the same question, answered one level at a time (counted once).
  const hint = h('button', { type: 'button', class: 'button', title: t('askHintTitle') }, t('askHint'))
  const stop = h('button', { type: 'button', class: 'button', hidden: true }, t('stop'))
  const status = h('p', { class: 'status muted', role: 'status' })
  const formError = h('p', { class: 'form-error', role: 'alert', hidden: true })
  const element = h(
    'form',
    { class: 'composer', novalidate: true },
    h('label', { for: 'question', class: 'visually-hidden' }, t('questionLabel')),
    quotaPill,
    box,
    preview,
    h(
      'div',
      { class: 'composer-row' },
      screenshot,
      attachButton,
      fileInput,
      h('span', { class: 'spacer' }),
      counter,
      stop,
      hint,
      ask,
    ),
    formError,
    status,
  )

  const showError = (message: string | null) => {
    formError.hidden = !message
    formError.dataset.kind = message ? 'error' : ''
    formError.textContent = message ?? ''
  }

  const openSite = (path: string) => void chrome.tabs.create({ url: siteUrl(localizedPath(locale, path)) })
  const upgrade = h('button', { type: 'button', class: 'button primary small' }, t('upgrade'))
  upgrade.addEventListener('click', () => openSite(PLAN_CHOICE_PATH))
  const invite = h('button', { type: 'button', class: 'button small' }, t('inviteFriends'))
  invite.addEventListener('click', () => openSite('/referrals'))

  /** Out of this week's questions: said once, with the reset, and the two ways forward. */
  const showLimit = (resetTime: string | null) => {
    formError.hidden = false
    formError.dataset.kind = 'limit'
    formError.replaceChildren(
      h('span', {}, limitText(resetTime)),
      h('span', { class: 'limit-actions' }, upgrade, invite),
    )
  }

  const setImage = (blob: Blob | null) => {
    if (image) URL.revokeObjectURL(image.url)
    image = blob ? { blob, url: URL.createObjectURL(blob) } : null
    preview.hidden = !image
    preview.replaceChildren(
      ...(image
        ? [
            h('img', { src: image.url, alt: t('attachedImage') }),
            h(
              'button',
              { type: 'button', class: 'button ghost small', onClick: () => setImage(null) },
              t('removeImage'),
            ),
          ]
        : []),
    )
  }

  /** Attaches a picked, pasted or cropped image after the spec §5 checks. */
  const attach = (file: Blob) => {
    const problem = imageError(file)
    if (problem) {
      showError(t(problem))
      return false
    }
    showError(null)
    setImage(file)
    return true
  }

  element.addEventListener('submit', (event) => {
    event.preventDefault()
    onAsk()
  })
  hint.addEventListener('click', () => onAsk('hint'))
  stop.addEventListener('click', onStop)
  box.addEventListener('input', () => {
    showError(null)
    onInput()
  })
  box.addEventListener('keydown', (event) => {
    // Enter asks, Shift+Enter starts a new line (and never while an IME is composing).
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault()
      onAsk()
    }
  })
  box.addEventListener('paste', (event) => {
    const file = firstImageFile(event.clipboardData?.items)
    if (file) {
      event.preventDefault()
      attach(file)
    }
  })
  attachButton.addEventListener('click', () => fileInput.click())
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0]
    if (file) attach(file)
    fileInput.value = ''
  })
  screenshot.addEventListener('click', async () => {
    showError(null)
    let dataUrl: string
    try {
      dataUrl = await chrome.tabs.captureVisibleTab({ format: 'png' })
    } catch {
      showError(t('captureFailed'))
      return
    }
    try {
      const cropped = await openCropDialog(dataUrl)
      if (cropped && attach(cropped)) box.focus()
    } catch {
      showError(t('captureFailed'))
    }
  })

  const render = ({ quota, access }: PanelState, { isBusy, hasTurns }: { isBusy: boolean; hasTurns: boolean }) => {
    // Not approved yet (or rejected): Ask is off and points at the reason; no count of questions.
    const isWaiting = access !== null && access.status !== 'approved'
    quotaPill.hidden = !quota || isWaiting
    if (quota && quota.remaining === 0 && !isWaiting && formError.hidden) showLimit(quota.resetTime)
    for (const button of [ask, hint]) {
      button.disabled = isWaiting
      if (isWaiting) button.setAttribute('aria-describedby', ACCESS_NOTICE_ID)
      else button.removeAttribute('aria-describedby')
    }
    if (quota) {
      quotaPill.textContent = quota.remaining === null ? t('unlimited') : remainingText(quota.remaining)
      quotaPill.classList.toggle('empty', quota.remaining === 0)
    }
    box.placeholder = hasTurns ? t('followUpPlaceholder') : t('questionPlaceholder')
    const length = box.value.length
    counter.textContent = `${formatNumber(length)}/${formatNumber(MAX_QUESTION_LENGTH)}`
    counter.setAttribute('aria-label', t('charactersUsed', [formatNumber(length), formatNumber(MAX_QUESTION_LENGTH)]))
    ask.hidden = isBusy
    hint.hidden = isBusy
    stop.hidden = !isBusy
    screenshot.disabled = isBusy
    attachButton.disabled = isBusy
    status.textContent = isBusy ? t('answering') : ''
  }

  return {
    element,
    box,
    render,
    showError,
    showLimit,
    focus: () => box.focus(),
    /** The question and image to send; the box and the preview are emptied. */
    take: (): Draft => {
      const draft = { question: box.value.trim(), image: image?.blob ?? null }
      box.value = ''
      setImage(null)
      return draft
    },
    /** Gives a question (and image) back to edit, when nothing was answered. */
    restore: ({ question, image: blob }: Draft) => {
      box.value = question
      if (blob) setImage(blob)
    },
    hasDraft: () => Boolean(box.value.trim() || image),
    setText: (text: string) => (box.value = text),
  }
}
export type Composer = ReturnType<typeof createComposer>
