'use client'

import { useLocale } from 'next-intl'
import { useEffect } from 'react'
import useSWR from 'swr'

import type { UserPlanId } from '@/config/plans'
import { apiRequest } from '@/lib/api/client'

import { useSession } from '../auth/SessionProvider'

/** GET /api/subscription/current (spec §3), shared by every view through one SWR key. */
export const CURRENT_SUBSCRIPTION_KEY = '/api/subscription/current'
export type CurrentSubscription = {
  planId: UserPlanId
  status: 'active' | 'inactive'
  subscription: {
    currentPeriodEnd: string | null
    cancelAtPeriodEnd: boolean
    /** When a paused plan resumes (billing and premium access); null while it runs. */
    pausedUntil: string | null
    /** Whether this subscription may be paused now (the semester plan, active). */
    canPause: boolean
  } | null
}

export const useCurrentSubscription = (isEnabled = true) => {
  const locale = useLocale()
  return useSWR<CurrentSubscription>(
    isEnabled ? CURRENT_SUBSCRIPTION_KEY : null,
    (path: string) => apiRequest<CurrentSubscription>(path, { locale }),
    // Paid but the plan not written yet (the webhook is on its way): look again shortly.
    { refreshInterval: (latest) => (latest?.status === 'active' && latest.planId === 'onboarding' ? 2000 : 0) },
  )
}

/**
 * Whether the signed-in user still has to set up the trial (plan `onboarding`). Right after
 * checkout the payment is in but Stripe's webhook may not have moved the plan yet: a paid
 * subscription already counts as set up, and the session is refreshed once the plan lands.
 */
export const useTrialStatus = () => {
  const { user, refresh } = useSession()
  const isOnboardingPlan = user?.plan === 'onboarding'
  const { data, error } = useCurrentSubscription(isOnboardingPlan)
  const planId = data?.planId

  useEffect(() => {
    if (isOnboardingPlan && planId && planId !== 'onboarding') void refresh()
  }, [isOnboardingPlan, planId, refresh])

  if (!isOnboardingPlan) return { isChecking: false, isOnboarding: false }
  if (!data && !error) return { isChecking: true, isOnboarding: true }
  return { isChecking: false, isOnboarding: data?.status !== 'active' }
}
