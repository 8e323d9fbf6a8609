'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { splitSeconds } from '@/lib/countdown'

const pad = (value: number) => String(value).padStart(2, '0')

/** Counts down once per second from the CMS start value (9:11:27) to zero; it does not reset. */
export function FlashSaleCountdown({ startSeconds, label }: { startSeconds: number; label: string }) {
  const t = useTranslations('hero')
  const [remaining, setRemaining] = useState(startSeconds)

  useEffect(() => {
    const timer = window.setInterval(() => {
      setRemaining((value) => {
        if (value <= 1) window.clearInterval(timer)
        return Math.max(0, value - 1)
      })
    }, 1000)
    return () => window.clearInterval(timer)
  }, [])

  const { hours, minutes, seconds } = splitSeconds(remaining)
  return (
    <p
      className="flash-sale"
      role="timer"
      aria-label={remaining > 0 ? t('countdownLabel', { hours, minutes, seconds }) : t('countdownEnded')}
    >
      <span className="flash-sale-badge" aria-hidden="true" title={t('flashSale')}>
        ⚡
      </span>
      <span>{label}</span>
      <time className="countdown" dateTime={`PT${hours}H${minutes}M${seconds}S`} aria-hidden="true">
        {pad(hours)}:{pad(minutes)}:{pad(seconds)}
      </time>
    </p>
  )
}
