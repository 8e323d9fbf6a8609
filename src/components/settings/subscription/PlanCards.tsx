'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'

import { FREE_WEEKLY_REQUEST_LIMIT, REQUESTS_PER_REFERRAL } from '@/config/limits'
import {
  formatUsd,
  LEGACY_PLAN_IDS,
  PLANS,
  REFUND_WINDOW_DAYS,
  semesterWeeklyCents,
  TRIAL_CHECKOUT_PATH,
  type UserPlanId,
} from '@/config/plans'
import { Link } from '@/i18n/link'
import { checkoutPath } from '@/lib/checkout'

import { FreePlanButton } from '../../plans/FreePlanButton'

const CARD_IDS = ['free', 'weekly', 'semester'] as const
type CardId = (typeof CARD_IDS)[number]

/** The card a user's plan belongs to: the trial is the weekly plan's first days. */
const cardOf = (plan: UserPlanId): CardId | null =>
  plan === 'weekly_trial' ? 'weekly' : (CARD_IDS as readonly string[]).includes(plan) ? (plan as CardId) : null

/** Where someone without a subscription buys each paid plan. */
const CHECKOUT_FOR: Record<CardId, string | null> = {
  free: null,
  weekly: TRIAL_CHECKOUT_PATH,
  semester: checkoutPath('semester', 'semester'),
}

type Props = {
  plan: UserPlanId
  isSubscribed: boolean
  /** When a paid plan is already set to end (cancelled at period end): the day Free starts. */
  endsOn: string | null
  pending: string | null
  onSelect: (card: CardId) => void
}

/**
 * The catalogue as cards: price and what each plan gives, every number from `config/plans`. Free
 * is a real choice: an account with no plan yet starts it here; a paid plan moves to it through
 * the portal's cancel-at-period-end (and then shows the day it starts).
 */
export function PlanCards({ plan, isSubscribed, endsOn, pending, onSelect }: Props) {
  const t = useTranslations('settings.subscription')
  const locale = useLocale()
  const format = useFormatter()
  const price = (cents: number) => formatUsd(cents, locale)
  const current = cardOf(plan)
  const details: Record<CardId, { price: string; features: string[] }> = {
    free: {
      price: t('prices.free', { price: price(PLANS.free.priceCents) }),
      features: [
        t('features.freeLimit', { limit: FREE_WEEKLY_REQUEST_LIMIT }),
        t('features.freeReferral', { bonus: REQUESTS_PER_REFERRAL }),
      ],
    },
    weekly: {
      price: t('prices.weekly', { price: price(PLANS.weekly.priceCents) }),
      features: [
        t('features.unlimited'),
        t('features.trial', {
          price: price(PLANS.weekly_trial.trialPriceCents),
          hours: PLANS.weekly_trial.trialHours,
        }),
      ],
    },
    semester: {
      price: t('prices.semester', { price: price(PLANS.semester.priceCents), months: PLANS.semester.intervalCount }),
      features: [
        t('features.unlimited'),
        t('features.semesterWeekly', { price: price(semesterWeeklyCents()) }),
        t('features.save', { percent: PLANS.semester.savingsPercent, price: price(PLANS.semester.compareAtCents) }),
      ],
    },
  }

  return (
    <section className="plan-section" aria-labelledby="plans-title">
      <h4 id="plans-title">{t('plansTitle')}</h4>
      {(LEGACY_PLAN_IDS as readonly string[]).includes(plan) && <p className="muted">{t('legacyNote')}</p>}
      <ul className="plan-cards">
        {CARD_IDS.map((id) => {
          const isCurrent = id === current
          const checkout = CHECKOUT_FOR[id]
          return (
            <li key={id} className={`plan-card${isCurrent ? ' is-current' : ''}`} aria-current={isCurrent || undefined}>
              <h5>{t(`planNames.${id}`)}</h5>
              <p className="plan-price">{details[id].price}</p>
              <ul className="plan-features">
                {details[id].features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {id === 'free' && isSubscribed && !isCurrent && <p className="muted plan-note">{t('freeFromPaid')}</p>}
              {isCurrent ? (
                <button type="button" className="button button-ghost" disabled>
                  {t('currentPlanBadge')}
                </button>
              ) : id === 'free' && plan === 'onboarding' ? (
                <FreePlanButton className="button button-primary" />
              ) : id === 'free' && isSubscribed && endsOn ? (
                <button type="button" className="button button-ghost" disabled>
                  {t('freeFrom', { date: format.dateTime(new Date(endsOn), { dateStyle: 'long' }) })}
                </button>
              ) : isSubscribed ? (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={pending !== null}
                  onClick={() => onSelect(id)}
                >
                  {pending === id ? t('processing') : t('selectPlan')}
                </button>
              ) : checkout ? (
                <Link
                  className="button button-primary"
                  href={checkout}
                  // The panel is a modal over the page: close it as the page changes under it.
                  onClick={(event) => event.currentTarget.closest('dialog')?.close()}
                >
                  {t('selectPlan')}
                </Link>
              ) : null}
            </li>
          )
        })}
      </ul>
      <p className="muted">{t('refund', { days: REFUND_WINDOW_DAYS })}</p>
    </section>
  )
}
