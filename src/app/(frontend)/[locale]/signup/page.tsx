import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { SignupForm } from '@/components/auth/SignupForm'
import { FREE_WEEKLY_REQUEST_LIMIT } from '@/config/limits'
import { formatUsd, isSignupPlan, PLANS } from '@/config/plans'
import { resolvePageLocale } from '@/i18n/page-locale'
import { checkoutSelectionOf } from '@/lib/checkout'
import { routeMetadata } from '@/services/content/route-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ redirect?: string; ref?: string; plan?: string }>
}

// Reads the query (redirect, ref, token) on each request; renders no CMS content.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'auth.signup' })
  return routeMetadata(locale, 'signup', '/signup', t('title'))
}

export default async function SignupPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params)
  const { redirect, ref, plan } = await searchParams
  const signupPlan = isSignupPlan(plan) ? plan : null
  const t = await getTranslations({ locale, namespace: 'auth.signup' })
  // On the way to checkout, the page names what the student just chose (prices from the catalogue).
  const chosen = checkoutSelectionOf(redirect)
  const price = (cents: number) => formatUsd(cents, locale)
  const subtitle = signupPlan
    ? t('chosenFree', { limit: FREE_WEEKLY_REQUEST_LIMIT })
    : !chosen
      ? t('subtitle')
      : chosen.purchase === 'semester'
        ? t('chosenSemester', { price: price(PLANS.semester.priceCents), months: PLANS.semester.intervalCount })
        : t('chosenTrial', {
            hours: PLANS.weekly_trial.trialHours,
            trialPrice: price(PLANS.weekly_trial.trialPriceCents),
            weeklyPrice: price(PLANS.weekly.priceCents),
          })
  return (
    <AuthPage
      locale={locale}
      title={t('title')}
      subtitle={subtitle}
      panel={{
        title: t('panelTitle'),
        features: [t('panelFeature1'), t('panelFeature2'), t('panelFeature3'), t('panelFeature4')],
      }}
    >
      <SignupForm redirectTo={redirect ?? null} referralCode={ref?.slice(0, 32) ?? null} plan={signupPlan} />
    </AuthPage>
  )
}
