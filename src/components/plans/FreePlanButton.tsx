'use client'

import { useTranslations } from 'next-intl'

import { ErrorBanner } from '../forms/ErrorBanner'
import { useChooseFreePlan } from './use-choose-free-plan'

/** "Continue with the free plan" for an account that has chosen nothing yet; errors show above it. */
export function FreePlanButton({ className = 'button button-ghost' }: { className?: string }) {
  const t = useTranslations('freePlan')
  const { choose, isPending, error, dismissError } = useChooseFreePlan(t('failed'))
  return (
    <>
      <ErrorBanner message={error} onDismiss={dismissError} />
      <button type="button" className={className} disabled={isPending} aria-busy={isPending} onClick={choose}>
        {isPending ? t('choosing') : t('choose')}
      </button>
    </>
  )
}
