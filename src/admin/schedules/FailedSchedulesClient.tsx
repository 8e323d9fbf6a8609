'use client'

import { SetStepNav } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'

import '../dashboard/admin-dashboard.scss'
import '../translation/translation.scss'
import { AdminIntl } from '../translation/AdminIntl'
import { FailedSchedulesTable } from './FailedSchedulesTable'

function FailedSchedulesBody({ canRetry }: { canRetry: boolean }) {
  const t = useTranslations('admin.schedules')
  return (
    <section className="studify-admin studify-translation" aria-labelledby="studify-schedules-title">
      <SetStepNav nav={[{ label: t('title') }]} />
      <header className="studify-admin__header">
        <div>
          <h1 id="studify-schedules-title">{t('title')}</h1>
          <p className="studify-admin__muted">{t('subtitle')}</p>
        </div>
      </header>
      <FailedSchedulesTable canRetry={canRetry} />
    </section>
  )
}

export function FailedSchedulesClient({ canRetry }: { canRetry: boolean }) {
  return (
    <AdminIntl>
      <FailedSchedulesBody canRetry={canRetry} />
    </AdminIntl>
  )
}
