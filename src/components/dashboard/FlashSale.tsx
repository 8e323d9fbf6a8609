'use client'

import { useLocale, useTranslations } from 'next-intl'

import { checkoutPath } from '@/lib/checkout'
import { formatUsd, PLANS, semesterCompareAtWeeklyCents, semesterWeeklyCents } from '@/config/plans'
import { Link } from '@/i18n/link'

import { clockText, useSaleCountdown } from '../landing/use-sale-countdown'

type Upgrade = { isPending: boolean; isDisabled: boolean; onClick: () => void }

/**
 * The semester offer, every number from the plan catalogue. A weekly subscriber upgrades in the
 * billing portal (one subscription per customer); anyone else buys it at checkout. It is a flash
 * sale only while the home page's sale runs: the same end date-time and countdown, and no
 * "flash sale" badge once it is over (the semester price itself is the catalogue's, always).
 */
export function FlashSale({ upgrade, endsAt }: { upgrade?: Upgrade; endsAt: string | null }) {
  const t = useTranslations('dashboard.flashSale')
  const processing = useTranslations('dashboard.subscription')('processing')
  const locale = useLocale()
  const countdown = useSaleCountdown(endsAt)
  const isSale = Boolean(endsAt) && countdown.secondsLeft !== null && countdown.isRunning
  const price = (cents: number) => formatUsd(cents, locale)
  const { semester } = PLANS
  return (
    <div className="dashboard-flash-sale" role="group" aria-labelledby="flash-sale-title">
      <p className="flash-sale-tag">
        {isSale && <span className="flash-sale-badge">{t('badge')}</span>}
        <strong>{t('percentOff', { percent: semester.savingsPercent })}</strong>
        {isSale && (
          <span className="flash-sale-ends" role="timer">
            {t('endsIn')}{' '}
            <time className="countdown" dateTime={endsAt!}>
              {clockText(countdown)}
            </time>
          </span>
        )}
      </p>
      <h3 id="flash-sale-title">{upgrade ? t('upgradeTitle') : t('offerTitle')}</h3>
      <p className="flash-sale-price">
        <strong>{t('perWeek', { price: price(semesterWeeklyCents()) })}</strong>{' '}
        <s>
          <span className="visually-hidden">{t('compareAt')} </span>
          {t('perWeek', { price: price(semesterCompareAtWeeklyCents()) })}
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
