import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { resolvePageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

const CLIENT_NAMESPACES = ['dashboard', 'plans', 'errors'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'dashboard' })
  return { title: { absolute: `${t('metaTitle')} — Studify` }, robots: { index: false, follow: false } }
}

export default async function Dashboard({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const messages = await getMessages({ locale })
  return (
    <div className="container section">
      <NextIntlClientProvider
        locale={locale}
        messages={Object.fromEntries(CLIENT_NAMESPACES.map((name) => [name, messages[name]]))}
      >
        <DashboardPage />
      </NextIntlClientProvider>
    </div>
  )
}
