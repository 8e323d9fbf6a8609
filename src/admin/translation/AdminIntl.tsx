'use client'

import { ShimmerEffect, useTranslation } from '@payloadcms/ui'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import useSWR from 'swr'

import { DEFAULT_LOCALE, isLocale } from '../../config/locales'
import { loadAdminMessages } from './admin-messages'

/**
 * Our `admin.*` messages in the language the admin chose in Payload (account setting, else the
 * browser), as the dashboard loads them: only that locale's file, over English for missing keys.
 */
export function AdminIntl({ children, loadingHeight = 320 }: { children: ReactNode; loadingHeight?: number }) {
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
  const { data: messages } = useSWR(['admin-messages', locale], () => loadAdminMessages(locale), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    keepPreviousData: true,
  })
  if (!messages) return <ShimmerEffect height={loadingHeight} />
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ admin: messages.admin }}
      timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
    >
      {children}
    </NextIntlClientProvider>
  )
}
