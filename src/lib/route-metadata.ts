import type { Metadata } from 'next'

import type { Locale } from '../config/locales'
import type { SeoRouteKey } from '../../globals/SeoRoutes'
import { getRouteSeo } from '../services/content/cached-queries'
import { getPayloadClient } from './payload'
import { buildMetadata } from './seo'

/** Metadata of a fixed route from the CMS "SEO by page" global. */
export const routeMetadata = async (
  locale: Locale,
  key: SeoRouteKey,
  path: string,
  fallbackTitle: string,
): Promise<Metadata> => {
  const seo = (await getRouteSeo({ payload: await getPayloadClient(), locale }))[key]
  return buildMetadata({
    locale,
    path,
    title: seo?.title || fallbackTitle,
    description: seo?.description || '',
    keywords: seo?.keywords,
  })
}
