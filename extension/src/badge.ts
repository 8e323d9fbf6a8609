import { BADGE_REFRESH_MINUTES } from '@/config/flashcards'

import { fetchDueFlashcards } from './api/flashcards'
import { uiLocale } from './panel/i18n'
import { getAuth } from './storage'

/** The toolbar badge: how many flashcards are due (nothing when none, or signed out). */
export const BADGE_ALARM = 'studify/due-badge'

export const showDueCount = async (count: number) => {
  await chrome.action.setBadgeBackgroundColor({ color: '#4f46e5' })
  await chrome.action.setBadgeText({ text: count <= 0 ? '' : count > 99 ? '99+' : String(count) })
}

/**
 * Asks the site for the due count and shows it. Run by the alarm (cards come due while nobody
 * looks), on sign-in and sign-out, and by the panel after it makes or reviews cards. A failed call
 * leaves the badge as it was: the next refresh corrects it.
 */
export const refreshDueBadge = async () => {
  const auth = await getAuth()
  if (!auth) return showDueCount(0)
  try {
    const { dueCount } = await fetchDueFlashcards({ token: auth.token, locale: uiLocale() })
    await showDueCount(dueCount)
  } catch {
    // Offline or signed out on the site: keep the last count.
  }
}

/** The periodic refresh (MV3 service workers sleep: an alarm wakes them). */
export const scheduleBadgeRefresh = () =>
  chrome.alarms.create(BADGE_ALARM, { periodInMinutes: BADGE_REFRESH_MINUTES, delayInMinutes: 1 })
