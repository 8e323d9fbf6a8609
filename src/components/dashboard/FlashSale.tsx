'use client'

import { useLocale, useTranslations } from 'next-intl'

import { checkoutPath } from '@/lib/checkout'
import { formatUsd, PLANS, semesterWeeklyCents } from '@/config/plans'
import { Link } from '@/i18n/link'

type Upgrade = { isPending: boolean; isDisabled: boolean; onClick: () => void }

/**
 * The semester offer, every number from the plan catalogue. A weekly subscriber upgrades in the
 * billing portal (one subscription per customer); anyone else buys it at checkout.
 */
export function FlashSale({ upgrade }: { upgrade?: Upgrade }) {
  const t = useTranslations('dashboard.flashSale')
  const processing = useTranslations('dashboard.subscription')('processing')
  const locale = useLocale()
  const price = (cents: number) => formatUsd(cents, locale)
  const { semester } = PLANS
  return (
    <div className="dashboard-flash-sale" role="group" aria-labelledby="flash-sale-title">
      <p className="flash-sale-tag">
        <span className="flash-sale-badge">{t('badge')}</span>
        <strong>{t('percentOff', { percent: semester.savingsPercent })}</strong>
      </p>
      <h3 id="flash-sale-title">{upgrade ? t('upgradeTitle') : t('offerTitle')}</h3>
      <p className="flash-sale-price">
        <strong>{t('perWeek', { price: price(semesterWeeklyCents()) })}</strong>{' '}
        <s>
          <span className="visually-hidden">{t('compareAt')} </span>
          {price(semester.compareAtCents)}
        </s>
      </p>
      <p className="muted">{t('billed', { price: price(semester.priceCents), months: semester.intervalCount })}</p>
      {upgrade ? (
        <button type="button" className="button button-primary" disabled={upgrade.isDisabled} onClick={upgrade.onClick}>
          {upgrade.isPending ? processing : t('upgrade')}
        </button>
      ) : (
        <Link className="button button-primary" href={checkoutPath('semester', 'semester')}>
          {t('getOffer')}
        </Link>
      )}
    </div>
  )
}
