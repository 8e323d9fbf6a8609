'use client'

import { useTranslations } from 'next-intl'

import { useSession } from '../auth/SessionProvider'

/**
 * The plan choice a new account lands on after sign-up (decisions.md): a welcome and what each way
 * in means, shown only to an account that has not chosen yet.
 */
export function PlanChoiceWelcome() {
  const t = useTranslations('pricingPage')
  const { user } = useSession()
  if (user?.plan !== 'onboarding') return null
  return (
    <div className="plan-welcome" role="status">
      <p>
        <strong>{t('welcomeTitle', { name: user.name })}</strong>
      </p>
      <p>{t('welcomeBody')}</p>
    </div>
  )
}
