import type { Locale } from '@/config/locales'
import { contentPlaceholders, TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { localizedPath } from '@/lib/paths'

import type { OfferCopy } from './converters'

type BlogTranslator = (key: 'offerTitle' | 'offerText' | 'offerButton', values?: Record<string, string>) => string

/** The trial offer's words in `locale` (the `blog` messages, with the plan's hours and price). */
export const offerCopy = (t: BlogTranslator, locale: Locale): OfferCopy => {
  const { trialHours, trialPrice } = contentPlaceholders(locale)
  return {
    title: t('offerTitle'),
    text: t('offerText', { hours: String(trialHours), price: String(trialPrice) }),
    button: t('offerButton'),
    href: localizedPath(locale, TRIAL_CHECKOUT_PATH),
  }
}
