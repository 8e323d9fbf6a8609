'use client'

import { SetStepNav } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'

import '../dashboard/admin-dashboard.scss'
import { AdminIntl } from './AdminIntl'
import { TranslationStatusTable } from './TranslationStatusTable'
import './translation.scss'

function TranslationStatusBody() {
  const t = useTranslations('admin.translation')
  return (
    <section className="studify-admin studify-translation" aria-labelledby="studify-translation-title">
      <SetStepNav nav={[{ label: t('title') }]} />
      <header className="studify-admin__header">
        <div>
          <h1 id="studify-translation-title">{t('title')}</h1>
          <p className="studify-admin__muted">{t('subtitle')}</p>
        </div>
      </header>
      <TranslationStatusTable />
    </section>
  )
}

export function TranslationStatusClient() {
  return (
    <AdminIntl>
      <TranslationStatusBody />
    </AdminIntl>
  )
}
