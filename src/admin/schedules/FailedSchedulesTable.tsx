'use client'

import { Banner, Button } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'

import type { FailedSchedule } from '../../services/content/failed-schedules'
import { editUrlOf } from './edit-url'
import { useFailedSchedules, useScheduleFormat } from './use-failed-schedules'

/** Every failed schedule an editor may read, with its reason and "Run again now" (issue 34 item 3). */
export function FailedSchedulesTable({ canRetry }: { canRetry: boolean }) {
  const t = useTranslations('admin.schedules')
  const format = useScheduleFormat()
  const { failures, loadFailed, pending, outcome, retry } = useFailedSchedules({})
  const action = (failure: FailedSchedule) => t(failure.type)
  const language = (failure: FailedSchedule) => (failure.locale ? format.language(failure.locale) : t('allLocales'))

  if (loadFailed) return <Banner type="error">{t('loadFailed')}</Banner>
  if (!failures) return <p className="studify-admin__muted">{t('loading')}</p>
  return (
    <div className="studify-admin__tab-body">
      <div role="status" aria-live="polite">
        {outcome ? (
          <Banner type={outcome.ok ? 'success' : 'error'}>
            {outcome.ok ? t('retried') : t('failedAgain', { reason: outcome.reason ?? '' })}
          </Banner>
        ) : null}
      </div>
      <div className="studify-admin__table-wrap">
        <table className="studify-admin__table">
          <caption className="studify-admin__visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.document')}</th>
              <th scope="col">{t('columns.locale')}</th>
              <th scope="col">{t('columns.action')}</th>
              <th scope="col">{t('columns.scheduledFor')}</th>
              <th scope="col">{t('columns.reason')}</th>
              {canRetry ? (
                <th scope="col">
                  <span className="studify-admin__visually-hidden">{t('columns.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {failures.map((failure) => (
              <tr key={String(failure.id)}>
                <th scope="row">
                  <a href={editUrlOf(failure)}>
                    <bdi>{failure.title}</bdi>
                  </a>
                </th>
                <td lang={failure.locale ?? undefined}>
                  <bdi>{language(failure)}</bdi>
                </td>
                <td>{action(failure)}</td>
                <td>{format.date(failure.scheduledFor)}</td>
                <td>
                  <bdi dir="auto">{failure.reason}</bdi>
                </td>
                {canRetry ? (
                  <td className="studify-admin__actions">
                    <Button
                      buttonStyle="secondary"
                      size="small"
                      margin={false}
                      disabled={pending !== null}
                      aria-label={t('retryFor', { action: action(failure), document: failure.title })}
                      onClick={() => void retry(failure)}
                    >
                      {pending === failure.id ? t('retrying') : t('retry')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {failures.length === 0 ? <p className="studify-admin__empty">{t('empty')}</p> : null}
      </div>
    </div>
  )
}
