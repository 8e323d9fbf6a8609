import type { Metadata } from 'next'

import type { Locale } from '../../config/locales'
import type { SeoRouteKey } from '../../config/seo'
import { getRouteSeo } from './cached-queries'
import { getPayloadClient } from '../../lib/payload'
import { buildMetadata } from '../../lib/seo'

/** Metadata of a fixed route from the CMS "SEO by page" global; hreflang names `locales` (default all). */
export const routeMetadata = async (
  locale: Locale,
  key: SeoRouteKey,
  path: string,
  fallbackTitle: string,
  locales?: readonly Locale[],
): Promise<Metadata> => {
  const seo = (await getRouteSeo({ payload: await getPayloadClient(), locale }))[key]
  return buildMetadata({
    locale,
    locales,
    path,
    title: seo?.title || fallbackTitle,
    description: seo?.description || '',
    keywords: seo?.keywords,
  })
}
