import type { I18nClient } from '@payloadcms/translations'
import { getTranslation } from '@payloadcms/translations'
import { Button, Pill } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/utilities/formatDocTitle/formatDateTitle'
import type { ClientConfig, Column } from 'payload'

export type UpcomingEvent = {
  id: number | string
  input: { locale?: string; timezone?: string; type: 'publish' | 'unpublish' }
  waitUntil: Date | string
}

type Args = {
  dateFormat: string
  onDelete: (id: number | string) => void
  docs: UpcomingEvent[]
  i18n: I18nClient
  localization: ClientConfig['localization']
  supportedTimezones: { label: string; value: string }[]
  t: (key: string) => string
}

const column = (accessor: string, heading: string, cells: React.ReactNode[]): Column =>
  ({
    accessor,
    active: true,
    field: { name: accessor === 'delete' ? 'delete' : '', type: 'text' },
    Heading: <span>{heading}</span>,
    renderedCells: cells,
  }) as Column

/**
 * The drawer's "Upcoming events" (Payload's buildUpcomingColumns), where an event without a time
 * zone (queued before one was chosen by default) reads UTC, not "No value" (issue 34 item 8).
 */
export const upcomingColumns = ({ dateFormat, onDelete, docs, i18n, localization, supportedTimezones, t }: Args) => {
  const zoneLabel = (zone: string | undefined) =>
    supportedTimezones.find((candidate) => candidate.value === zone)?.label ?? zone ?? 'UTC'
  const localeLabel = (code: string | undefined) => {
    const match = localization ? localization.locales.find((locale) => locale.code === code) : undefined
    return match ? getTranslation(match.label, i18n) : t('general:all')
  }
  const columns = [
    column(
      'input.type',
      t('version:type'),
      docs.map((doc) => (
        <Pill key={doc.id} pillStyle={doc.input.type === 'publish' ? 'success' : 'warning'} size="small">
          {t(`version:${doc.input.type}`)}
        </Pill>
      )),
    ),
    column(
      'waitUntil',
      t('general:time'),
      docs.map((doc) => (
        <span key={doc.id}>
          {formatDate({ date: doc.waitUntil, i18n, pattern: dateFormat, timezone: doc.input.timezone })}
        </span>
      )),
    ),
    column(
      'input.timezone',
      t('general:timezone'),
      docs.map((doc) => <span key={doc.id}>{zoneLabel(doc.input.timezone)}</span>),
    ),
  ]
  if (localization) {
    columns.push(
      column(
        'input.locale',
        t('general:locale'),
        docs.map((doc) => <span key={doc.id}>{localeLabel(doc.input.locale)}</span>),
      ),
    )
  }
  columns.push(
    column(
      'delete',
      t('general:delete'),
      docs.map((doc) => (
        <Button
          key={doc.id}
          buttonStyle="icon-label"
          className="schedule-publish__delete"
          icon="x"
          onClick={(event) => {
            event.preventDefault()
            onDelete(doc.id)
          }}
          tooltip={t('general:delete')}
        />
      )),
    ),
  )
  return columns
}
