import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { ForgotPasswordForm } from '@/components/auth/PasswordResetForms'
import { resolvePageLocale } from '@/i18n/page-locale'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'auth.forgot' })
  return { title: `${t('title')} — Studify`, robots: { index: false } }
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'auth.forgot' })
  return (
    <AuthPage locale={locale} title={t('title')} subtitle={t('text')}>
      <ForgotPasswordForm />
    </AuthPage>
  )
}
