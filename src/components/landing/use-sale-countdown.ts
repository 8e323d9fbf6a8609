'use client'

import { useEffect, useState } from 'react'

import { saleSecondsLeft } from '@/config/flash-sale'
import { splitSeconds } from '@/lib/countdown'

/**
 * Seconds left until the sale's end date-time, from the visitor's clock: every page load and
 * every visitor see the same figure at the same moment. `null` until mounted (the server cannot
 * know the visitor's moment, and a cached page may be hours old); 0 once the sale is over.
 * Each tick is scheduled on the next whole second before the end, so the display never drifts.
 */
export const useSaleCountdown = (endsAt: string | null | undefined) => {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null)

  useEffect(() => {
    let timer: number | undefined
    const tick = () => {
      const now = Date.now()
      const left = saleSecondsLeft(endsAt, now)
      setSecondsLeft(left)
      if (left <= 0) return
      const untilNextSecond = (Date.parse(endsAt!) - now) % 1000 || 1000
      timer = window.setTimeout(tick, untilNextSecond)
    }
    tick()
    return () => window.clearTimeout(timer)
  }, [endsAt])

  return { secondsLeft, isRunning: secondsLeft !== 0, ...splitSeconds(secondsLeft ?? 0) }
}

const pad = (value: number) => String(value).padStart(2, '0')

export const clockText = ({ hours, minutes, seconds }: { hours: number; minutes: number; seconds: number }) =>
  `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
