'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { LEGACY_PLAN_IDS, type UserPlanId } from '@/config/plans'

import { ErrorBanner } from '../forms/ErrorBanner'
import { useBillingPortal } from '../settings/subscription/use-billing-portal'
import { FlashSale } from './FlashSale'
import { useCurrentSubscription } from './use-trial-status'

type PanelKind = 'weekly' | 'semester' | 'legacy' | 'other'

const kindOf = (plan: string): PanelKind => {
  if (plan === 'weekly_trial' || plan === 'weekly') return 'weekly'
  if (plan === 'semester') return 'semester'
  if ((LEGACY_PLAN_IDS as readonly string[]).includes(plan)) return 'legacy'
  return 'other'
}

/**
 * The subscription panel of spec §2, by plan: weekly plans get the title, renewal, the two portal
 * buttons and the semester upgrade offer; semester and legacy plans the first three; any other
 * plan only the offer. The renewal date is the real one from the current subscription.
 */
export function SubscriptionPanel({ plan, saleEndsAt }: { plan: UserPlanId; saleEndsAt: string | null }) {
  const t = useTranslations('dashboard.subscription')
  const plans = useTranslations('plans')
  const format = useFormatter()
  const { data } = useCurrentSubscription()
  const portal = useBillingPortal(t('portalFailed'))
  const planId = data?.planId ?? plan
  const kind = kindOf(planId)

  if (kind === 'other') {
    return (
      <section className="dashboard-panel" aria-labelledby="subscription-title">
        <h2 id="subscription-title">{t('otherTitle', { plan: plans(planId) })}</h2>
        <FlashSale endsAt={saleEndsAt} />
      </section>
    )
  }

  const periodEnd = data?.subscription?.currentPeriodEnd
  const date = periodEnd ? format.dateTime(new Date(periodEnd), { dateStyle: 'long' }) : null
  const renewal = date
    ? t(data?.subscription?.cancelAtPeriodEnd ? 'endsOn' : 'renewsOn', { date })
    : t('renewsAutomatically')
  const title = { weekly: t('weeklyTitle'), semester: t('semesterTitle'), legacy: t('legacyTitle') }[kind]
  const portalButton = (source: 'card' | 'manage', label: string) => (
    <button
      type="button"
      className={`button ${source === 'manage' ? 'button-primary' : 'button-ghost'}`}
      disabled={portal.pending !== null}
      onClick={() => portal.open(source)}
    >
      {portal.pending === source ? t('processing') : label}
    </button>
  )

  return (
    <section className="dashboard-panel" aria-labelledby="subscription-title" aria-busy={portal.pending !== null}>
      <p className="eyebrow">{t('heading')}</p>
      <h2 id="subscription-title">{title}</h2>
      <p className="muted">{renewal}</p>
      <ErrorBanner message={portal.error} onDismiss={portal.dismissError} />
      <div className="panel-actions">
        {portalButton('card', t('editCard'))}
        {portalButton('manage', t('manage'))}
      </div>
      {kind === 'weekly' && (
        <FlashSale
          endsAt={saleEndsAt}
          upgrade={{
            isPending: portal.pending === 'upgrade',
            isDisabled: portal.pending !== null,
            onClick: () => portal.open('upgrade'),
          }}
        />
      )}
    </section>
  )
}
