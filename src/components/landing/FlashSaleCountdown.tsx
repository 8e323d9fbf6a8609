'use client'

import { useTranslations } from 'next-intl'

import { clockText, useSaleCountdown } from './use-sale-countdown'

/**
 * The hero's flash-sale banner: counts down to the end date-time editors set on the home page's hero block,
 * the same for every visitor and page load, and disappears once the sale is over. Until the
 * visitor's clock is read it keeps its place without showing a figure.
 */
export function FlashSaleCountdown({ endsAt, label }: { endsAt: string; label: string }) {
  const t = useTranslations('hero')
  const countdown = useSaleCountdown(endsAt)
  if (!countdown.isRunning) return null
  const { hours, minutes, seconds } = countdown
  const isKnown = countdown.secondsLeft !== null
  return (
    <p
      className="flash-sale"
      role="timer"
      aria-label={t('countdownLabel', { hours, minutes, seconds })}
      style={isKnown ? undefined : { visibility: 'hidden' }}
    >
      <span className="flash-sale-badge" aria-hidden="true" title={t('flashSale')}>
        ⚡
      </span>
      <span>{label}</span>
      <time className="countdown" dateTime={endsAt} aria-hidden="true">
        {isKnown ? clockText(countdown) : '--:--:--'}
      </time>
    </p>
  )
}
