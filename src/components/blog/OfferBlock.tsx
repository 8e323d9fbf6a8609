import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { contentPlaceholders, TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { Link } from '@/i18n/link'

/** The offer placed between the two halves of a post. */
export async function OfferBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' })
  const { trialHours, trialPrice } = contentPlaceholders(locale)
  return (
    <aside className="offer-block" aria-labelledby="offer-block-title">
      <h2 id="offer-block-title">{t('offerTitle')}</h2>
      <p>{t('offerText', { hours: trialHours!, price: trialPrice! })}</p>
      <Link href={TRIAL_CHECKOUT_PATH} className="button button-primary">
        {t('offerButton')}
      </Link>
    </aside>
  )
}
