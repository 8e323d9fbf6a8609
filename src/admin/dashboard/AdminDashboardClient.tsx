'use client'

import { ShimmerEffect, useTranslation } from '@payloadcms/ui'
import { NextIntlClientProvider } from 'next-intl'
import useSWR from 'swr'

import { DEFAULT_LOCALE, isLocale } from '../../config/locales'
import { loadAdminMessages } from '../translation/admin-messages'
import { DashboardBody } from './DashboardBody'
import './admin-dashboard.scss'

/**
 * Follows the language the admin chose in Payload (account setting, else the browser): only that
 * locale's message file (over English for missing keys) is fetched, as its own chunk.
 */
export function AdminDashboardClient() {
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
  const { data: messages } = useSWR(['admin-messages', locale], () => loadAdminMessages(locale), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    keepPreviousData: true,
  })
  if (!messages) return <ShimmerEffect className="studify-admin__loading" height={320} />
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ admin: messages.admin, plans: messages.plans }}
      timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      // admin.metrics.* arrive with the analytics work; until then a card simply has no tooltip.
      onError={() => undefined}
      getMessageFallback={({ key }) => key}
    >
      <DashboardBody />
    </NextIntlClientProvider>
  )
}
