import { redirect } from 'next/navigation'

import type { Locale } from '../../config/locales'
import { localizedPath } from '../../lib/paths'
import { type Publication, publishedElsewhere } from './publication'

/**
 * A document page asked for in a locale it is not published in is not served as that locale (no
 * English text under `/ja/…`): a temporary redirect (307, Next.js's `redirect` while rendering) to
 * the nearest locale it is published in, at its slug there. Temporary, because publishing the
 * translation makes the URL a page of its own. Returns only when there is nowhere to go.
 */
export const redirectToPublishedLocale = ({
  publication,
  locale,
  pathOf,
}: {
  publication: Pick<Publication, 'locales' | 'slugs'> | null
  locale: Locale
  pathOf: (slug: string) => string
}): void => {
  const elsewhere = publication && publishedElsewhere(publication, locale)
  if (elsewhere) redirect(localizedPath(elsewhere.locale, pathOf(elsewhere.slug)))
}
