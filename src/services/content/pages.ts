import { notFound, redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { nearestPublishedLocale } from '../../config/locale-fallbacks'
import type { Locale } from '../../config/locales'
import { HOME_PAGE_SLUG } from '../../config/pages'
import { localizedPath } from '../../lib/paths'
import type { Page } from '../../payload-types'
import { findPage, findPublication as cachedFindPublication } from './cached-queries'
import { globalPageLocales } from './global-pages'
import { findPublication, globalPublishedLocales } from './publication'

/**
 * The locales the home page is published in: those of its `pages` document where the Pricing
 * global (its offer's copy) is published too. Cached for pages, `fresh` for the sitemap.
 */
export const homePageLocales = async ({ payload, fresh = false }: { payload: Payload; fresh?: boolean }) => {
  const [publication, globals] = await Promise.all([
    (fresh ? findPublication : cachedFindPublication)({ payload, collection: 'pages', slug: HOME_PAGE_SLUG }),
    globalPageLocales({ payload, path: '/', ...(fresh ? { read: globalPublishedLocales } : {}) }),
  ])
  return (publication?.locales ?? []).filter((locale) => globals.includes(locale))
}

/**
 * The home page in `locale` with its published locales (hreflang), or a temporary redirect to the
 * nearest published locale when this one is not (issue 23 §4), as the globals' pages do.
 */
export const loadHomePage = async ({
  payload,
  locale,
}: {
  payload: Payload
  locale: Locale
}): Promise<{ page: Page; locales: Locale[] }> => {
  const [locales, page] = await Promise.all([
    homePageLocales({ payload }),
    findPage({ payload, locale, slug: HOME_PAGE_SLUG }),
  ])
  const target = nearestPublishedLocale(locale, locales)
  if (target && target !== locale) redirect(localizedPath(target, '/'))
  // An editor previewing reads drafts: the page shows even where it is not published yet.
  if (!page) notFound()
  return { page, locales }
}
