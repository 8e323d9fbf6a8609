'use client'

import { useTranslations } from 'next-intl'

import { COPY_FORMATS, type CopyFormat } from '@/lib/markdown/copy-format-names'
import { copyText } from '@/lib/markdown/copy-formats'

import { useCopy } from '../writer/use-copy'

const LABELS: Record<CopyFormat, 'copyMarkdown' | 'copyLatex'> = { markdown: 'copyMarkdown', latex: 'copyLatex' }

/**
 * "Copy as Markdown" / "Copy as LaTeX" for any Markdown on the site (the panel has the same pair,
 * from the same `copyText`): exact copies that render as the original does.
 */
export function CopyFormatButtons({ markdown, name }: { markdown: string; name: string }) {
  const t = useTranslations('flashcards')
  const { copiedKey, copy } = useCopy()
  return (
    <div className="copy-formats">
      {COPY_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="button button-ghost button-small"
          data-copy={format}
          aria-label={`${t(LABELS[format])}: ${name}`}
          onClick={() => void copy(format, () => copyText(markdown, format)).catch(() => undefined)}
        >
          {copiedKey === format ? t('copied') : t(LABELS[format])}
        </button>
      ))}
      <span role="status" className="visually-hidden">
        {copiedKey ? t('copied') : ''}
      </span>
    </div>
  )
}
