import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { ResetPasswordForm } from '@/components/auth/PasswordResetForms'
import { resolvePageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

// Reads the query (redirect, ref, token) on each request; renders no CMS content.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'auth.reset' })
  return { title: `${t('title')} — Studify`, robots: { index: false } }
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params)
  const { token } = await searchParams
  const t = await getTranslations({ locale, namespace: 'auth.reset' })
  return (
    <AuthPage locale={locale} title={t('title')}>
      <ResetPasswordForm token={token ?? null} />
    </AuthPage>
  )
}
