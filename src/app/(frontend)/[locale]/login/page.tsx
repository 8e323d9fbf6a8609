import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { LoginForm } from '@/components/auth/LoginForm'
import { resolvePageLocale } from '@/i18n/page-locale'
import { routeMetadata } from '@/services/content/route-metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ redirect?: string }> }

// Reads the query (redirect, ref, token) on each request; renders no CMS content.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'auth.login' })
  return { ...(await routeMetadata(locale, 'login', '/login', t('title'))), robots: { index: false } }
}

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params)
  const { redirect = '/' } = await searchParams
  const t = await getTranslations({ locale, namespace: 'auth.login' })
  return (
    <AuthPage
      locale={locale}
      title={t('title')}
      subtitle={t('subtitle')}
      panel={{ title: t('panelTitle'), features: [t('panelFeature1'), t('panelFeature2'), t('panelFeature3')] }}
    >
      <LoginForm redirectTo={redirect} />
    </AuthPage>
  )
}
