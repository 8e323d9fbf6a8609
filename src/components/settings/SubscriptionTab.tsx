'use client'

import { useTranslations } from 'next-intl'

import { useSession } from '../auth/SessionProvider'
import { useCurrentSubscription } from '../dashboard/use-trial-status'
import { ErrorBanner } from '../forms/ErrorBanner'
import { PauseSubscription } from './subscription/PauseSubscription'
import { PaymentMethods } from './subscription/PaymentMethods'
import { PlanCards } from './subscription/PlanCards'
import { useBillingPortal } from './subscription/use-billing-portal'
import './subscription/billing.css'

/** Plans without a card on file: nothing to list, nothing for the portal to manage. */
const UNBILLED_PLANS = ['free', 'onboarding']

/**
 * My Subscription (spec §2, §4): the plan cards (current one marked; the others change plan in the
 * Stripe portal, or start at checkout for someone not subscribed yet), pausing the semester plan
 * over a break (issue 18) and, on a paid plan, the saved cards with the add form.
 */
export function SubscriptionTab() {
  const t = useTranslations('settings.subscription')
  const plans = useTranslations('plans')
  const { user, subscription, refresh } = useSession()
  const portal = useBillingPortal(t('portalFailed'))
  const current = useCurrentSubscription(subscription?.status === 'active')
  if (!user) return null
  const isSubscribed = subscription?.status === 'active'
  const paidPeriod = current.data?.subscription
  const endsOn = paidPeriod?.cancelAtPeriodEnd ? paidPeriod.currentPeriodEnd : null
  return (
    <div className="settings-section">
      <h3>{t('heading')}</h3>
      <p>{t('currentPlan', { plan: plans(user.plan) })}</p>
      <ErrorBanner message={portal.error} onDismiss={portal.dismissError} />
      <PlanCards
        plan={user.plan}
        isSubscribed={isSubscribed}
        endsOn={endsOn}
        pending={portal.pending}
        // Paid → Free is a cancellation at the end of the period: the portal opens right on it.
        onSelect={(planId) => portal.open(planId, planId === 'free' ? 'cancel' : undefined)}
      />
      {paidPeriod && (paidPeriod.canPause || paidPeriod.pausedUntil) ? (
        <PauseSubscription
          pausedUntil={paidPeriod.pausedUntil}
          onChange={() => Promise.all([current.mutate(), refresh()])}
        />
      ) : null}
      {UNBILLED_PLANS.includes(user.plan) ? null : <PaymentMethods />}
    </div>
  )
}
