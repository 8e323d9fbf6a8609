import { createTranslator } from 'next-intl'

import { DEFAULT_LOCALE, isLocale, type Locale, textDirection } from '../../config/locales'
import { escapeHtml } from '../../lib/escape-html'
import { loadMessages, type Messages } from '../../i18n/messages'

/**
 * The one way an e-mail is written: every message is a subject plus blocks (paragraphs, a numbered
 * list, one link to act on), in the recipient's language, rendered once as HTML and once as plain
 * text. Strings live under `emails` in src/messages/*.json.
 */
export type EmailMessages = Messages['emails']
export type EmailBlock = { paragraph: string } | { steps: string[] } | { action: { label: string; url: string } }
export type EmailContent = { subject: string; greeting: string; blocks: EmailBlock[] }
export type RenderedEmail = { subject: string; html: string; text: string }

/** The recipient's language: the account's own, else the request's, else English. */
export const emailLocale = ({
  user,
  requestLocale,
}: {
  user?: { language?: string | null } | null
  requestLocale?: string | null
}): Locale => {
  const language = user?.language
  if (isLocale(language)) return language
  return isLocale(requestLocale) ? requestLocale : DEFAULT_LOCALE
}

/** The `emails` strings of one language, with ICU arguments ({name}, {date}, …). */
export const emailTranslator = async (locale: Locale) => {
  const messages = await loadMessages(locale)
  return createTranslator({ locale, messages, namespace: 'emails' })
}
export type EmailTranslator = Awaited<ReturnType<typeof emailTranslator>>

const blockHtml = (block: EmailBlock) => {
  if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`
  if ('steps' in block) return `<ol>${block.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`
  const url = escapeHtml(block.action.url)
  return `<p><a href="${url}">${escapeHtml(block.action.label)}</a><br/><span style="color:#555">${url}</span></p>`
}

const blockText = (block: EmailBlock) => {
  if ('paragraph' in block) return block.paragraph
  if ('steps' in block) return block.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')
  return `${block.action.label}: ${block.action.url}`
}

export const renderEmail = (
  locale: Locale,
  t: EmailTranslator,
  { subject, greeting, blocks }: EmailContent,
): RenderedEmail => {
  const signOff = t('common.signOff')
  const html = `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${blocks.map(blockHtml).join('\n')}
<p>${escapeHtml(signOff)}</p>
</body>
</html>`
  const text = [greeting, ...blocks.map(blockText), signOff].join('\n\n')
  return { subject, html, text }
}
