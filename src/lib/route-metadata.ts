import type { Metadata } from 'next'

import type { Locale } from '../config/locales'
import type { SeoRouteKey } from '../../globals/SeoRoutes'
import { getRouteSeo } from '../services/content/cached-queries'
import { getPayloadClient } from './payload'
import { buildMetadata } from './seo'

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
