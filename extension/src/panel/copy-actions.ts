import { COPY_FORMATS, type CopyFormat, copyText } from '@/lib/markdown/copy-formats'

import { h } from './dom'
import { type MessageKey, t } from './i18n'

const LABELS: Record<CopyFormat, MessageKey> = { markdown: 'copyMarkdown', latex: 'copyLatex' }

/** How long "Copied!" stays. */
const COPIED_MS = 2000

/**
 * "Copy as Markdown" and "Copy as LaTeX" for any Markdown the panel shows (answers, flashcards):
 * `markdown()` is read at click time, so a view that changes what it shows keeps one set of buttons.
 * "Copied!" goes to the view's own status line when it has one (one live region per answer).
 */
export const createCopyActions = (markdown: () => string, { status }: { status?: HTMLElement } = {}): HTMLElement => {
  const ownStatus = status ? null : h('span', { class: 'copy-status muted', role: 'status' })
  const statusLine = (status ?? ownStatus)!
  let timer: ReturnType<typeof setTimeout> | undefined
  const copy = async (format: CopyFormat) => {
    clearTimeout(timer)
    try {
      await navigator.clipboard.writeText(copyText(markdown(), format))
      statusLine.textContent = t('copied')
    } catch {
      statusLine.textContent = t('copyFailed')
    }
    timer = setTimeout(() => (statusLine.textContent = ''), COPIED_MS)
  }
  return h(
    'div',
    { class: 'copy-actions' },
    ...COPY_FORMATS.map((format) =>
      h(
        'button',
        { type: 'button', class: 'link', 'data-copy': format, onClick: () => void copy(format) },
        t(LABELS[format]),
      ),
    ),
    ownStatus,
  )
}
