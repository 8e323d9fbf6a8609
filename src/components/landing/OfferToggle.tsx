'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useState } from 'react'

import { Link } from '@/i18n/link'

export type Billing = 'weekly' | 'semester'

type Prices = {
  trialPrice: string
  trialHours: string
  weeklyPrice: string
  semesterPrice: string
  semesterWeeklyPrice: string
  semesterCompareAtPrice: string
  semesterSavingsPercent: string
}

type Props = {
  prices: Prices
  ctaLabel: string
  /** The plan's name, when the card stands beside another plan (/pricing, the landing's offer). */
  title?: string
  titleLevel?: 2 | 3
  /** What the plan includes, under the button. */
  children?: ReactNode
}

/** Weekly/semester switch (weekly by default) and the button to checkout with that billing. */
export function OfferToggle({ prices, ctaLabel, title, titleLevel = 2, children }: Props) {
  const t = useTranslations('offer')
  const Title = titleLevel === 3 ? 'h3' : 'h2'
  const [billing, setBilling] = useState<Billing>('weekly')

  return (
    <div className="offer-card" {...(title ? { role: 'region', 'aria-labelledby': 'plus-plan-title' } : {})}>
      {title && <Title id="plus-plan-title">{title}</Title>}
      <div className="billing-toggle" role="radiogroup" aria-label={t('billingPeriod')}>
        {(['weekly', 'semester'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={billing === option}
            className={billing === option ? 'is-active' : undefined}
            onClick={() => setBilling(option)}
          >
            {t(option)}
            {option === 'semester' && (
              <span className="save-pill">{t('savePercent', { percent: prices.semesterSavingsPercent })}</span>
            )}
          </button>
        ))}
      </div>

      {billing === 'weekly' ? (
        <div className="price-block" aria-live="polite">
          <p className="trial-badge">{t('trialBadge', { hours: prices.trialHours })}</p>
          <p className="price-main">{t('trialPrice', { price: prices.trialPrice, hours: prices.trialHours })}</p>
          <p className="price-sub">{t('thenWeekly', { price: prices.weeklyPrice })}</p>
        </div>
      ) : (
        <div className="price-block" aria-live="polite">
          <p className="price-compare">
            <s aria-label={t('compareAt', { price: prices.semesterCompareAtPrice })}>{prices.semesterCompareAtPrice}</s>
          </p>
          <p className="price-main">{t('semesterPrice', { price: prices.semesterPrice })}</p>
          <p className="price-sub">{t('semesterWeekly', { price: prices.semesterWeeklyPrice })}</p>
        </div>
      )}

      <Link
        href={`/checkout?plan=weekly_trial&billing=${billing}`}
        className="button button-primary button-large"
        data-billing={billing}
      >
        {ctaLabel}
      </Link>
      {children}
    </div>
  )
}
