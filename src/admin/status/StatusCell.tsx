import type { DefaultServerCellComponentProps } from 'payload'

import { isLocale, LOCALES, type Locale } from '../../config/locales'
import { cmsLabel } from '../../i18n/cms-labels'
import { batchedPublicationStatus } from '../../services/content/publication-status'
import './status-cell.scss'

/**
 * A row of the Status column (issue 34 item 12; collections/shared/status-column.ts): which
 * languages are published, which have a draft waiting, and what is scheduled to go live when,
 * named in the admin's language. Language codes stay codes (EN, FR…), as in the locale selector.
 */
const TEXTS = {
  published: cmsLabel('status.published'),
  draft: cmsLabel('status.draft'),
  scheduled: cmsLabel('status.scheduled'),
  allLanguages: cmsLabel('status.allLanguages'),
  empty: cmsLabel('status.empty'),
}

const codes = (locales: readonly Locale[] | 'all', language: Locale) =>
  locales === 'all' || locales.length === LOCALES.length
    ? TEXTS.allLanguages[language]
    : locales.map((code) => code.toUpperCase()).join(' ')

export async function StatusCell({ payload, collectionSlug, rowData, i18n }: DefaultServerCellComponentProps) {
  const language: Locale = isLocale(i18n?.language) ? i18n.language : 'en'
  const id = (rowData as { id?: number | string } | undefined)?.id
  if (id === undefined) return null
  // The page's rows in one read (three queries for the page, not three per row).
  const status = await batchedPublicationStatus(payload, collectionSlug as never, id)
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  const rows: { kind: 'published' | 'draft' | 'scheduled'; detail: string }[] = [
    ...(status.published.length ? [{ kind: 'published' as const, detail: codes(status.published, language) }] : []),
    ...(status.draft.length ? [{ kind: 'draft' as const, detail: codes(status.draft, language) }] : []),
    ...status.scheduled.map((event) => ({
      kind: 'scheduled' as const,
      detail: `${codes(event.locales, language)} · ${when.format(new Date(event.at))} UTC`,
    })),
  ]
  if (rows.length === 0)
    return <span className="studify-status-cell studify-status-cell--empty">{TEXTS.empty[language]}</span>
  return (
    <ul className="studify-status-cell" data-testid="publication-status">
      {rows.map((row, index) => (
        <li key={index} className={`studify-status-cell__row studify-status-cell__row--${row.kind}`}>
          <span className="studify-status-cell__label">{TEXTS[row.kind][language]}</span>{' '}
          <span className="studify-status-cell__locales" dir="ltr">
            {row.detail}
          </span>
        </li>
      ))}
    </ul>
  )
}
