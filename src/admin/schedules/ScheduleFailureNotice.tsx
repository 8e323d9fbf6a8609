'use client'

import { Banner, Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'

import { canPublish } from '../../access/editorial'
import { AdminIntl } from '../translation/AdminIntl'
import { FAILED_SCHEDULES_PATH } from './paths'
import { type ScheduleTarget, useFailedSchedules, useScheduleFormat } from './use-failed-schedules'

function Notice({ target }: { target: ScheduleTarget }) {
  const t = useTranslations('admin.schedules')
  const format = useScheduleFormat()
  const router = useRouter()
  const { user } = useAuth()
  const { failures, pending, outcome, retry } = useFailedSchedules(target)
  if (!failures?.length && !outcome) return null
  return (
    <div className="studify-schedule-notice" role="status" aria-live="polite">
      {outcome && !outcome.ok ? (
        <Banner type="error">{t('failedAgain', { reason: outcome.reason ?? '' })}</Banner>
      ) : null}
      {outcome?.ok ? <Banner type="success">{t('retried')}</Banner> : null}
      {failures?.map((failure) => (
        <Banner type="error" key={String(failure.id)}>
          <p>
            {t('notice', {
              action: t(failure.type),
              language: failure.locale ? format.language(failure.locale) : t('allLocales'),
              date: format.date(failure.scheduledFor),
              reason: failure.reason,
            })}
          </p>
          <p className="studify-schedule-notice__actions">
            {canPublish(user as Parameters<typeof canPublish>[0]) ? (
              <Button
                buttonStyle="secondary"
                size="small"
                margin={false}
                disabled={pending !== null}
                onClick={() => void retry(failure).then((published) => published && router.refresh())}
              >
                {pending === failure.id ? t('retrying') : t('retry')}
              </Button>
            ) : null}
            <a href={FAILED_SCHEDULES_PATH}>{t('seeAll')}</a>
          </p>
        </Banner>
      ))}
    </div>
  )
}

/**
 * A `ui` field at the top of every document that can be scheduled: its failed scheduled publishes,
 * with the reason and "Run again now" (issue 34 item 3). Nothing at all when none failed.
 */
export function ScheduleFailureNotice() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const target = globalSlug ? { global: globalSlug } : collectionSlug && id ? { collection: collectionSlug, id } : null
  if (!target) return null
  return (
    <AdminIntl loadingHeight={0}>
      <Notice target={target} />
    </AdminIntl>
  )
}
