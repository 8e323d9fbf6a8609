import type { Metadata } from 'next'

import { defaultAlternateLocale } from '../config/locale-fallbacks'
import { LANGUAGES, LOCALES, type Locale } from '../config/locales'
import { absoluteUrl, pageUrl } from './absolute-url'

export const OG_IMAGE = { url: '/og/studify.png', width: 1200, height: 630 }

export type PageSeo = {
  locale: Locale
  /** Path without the locale prefix, e.g. `/blog/my-post`. */
  path: string
  title: string
  description: string
  keywords?: string | null
  image?: { url: string; width: number; height: number; alt?: string } | null
  type?: 'website' | 'article'
  publishedTime?: string
  /**
   * The locales the page is published in (services/content/publication.ts): only those are named
   * as its translations. Fixed pages are in all 14.
   */
  locales?: readonly Locale[]
}

/**
 * hreflang links for the locales the page is published in, plus x-default (English, or the first
 * published locale when English is not), absolute. A locale that would redirect is never named.
 */
export const languageAlternates = (path: string, locales: readonly Locale[] = LOCALES): Record<string, string> => {
  const xDefault = defaultAlternateLocale(locales)
  return {
    ...Object.fromEntries(locales.map((code) => [code, pageUrl(code, path)])),
    ...(xDefault ? { 'x-default': pageUrl(xDefault, path) } : {}),
  }
}

/** Title, description, keywords, canonical, hreflang, OpenGraph (1200×630) and Twitter card of a page. */
export const buildMetadata = ({
  locale,
  path,
  title,
  description,
  keywords,
  image,
  type = 'website',
  publishedTime,
  locales,
}: PageSeo): Metadata => {
  const canonical = pageUrl(locale, path)
  const ogImage = { ...(image ?? OG_IMAGE), url: absoluteUrl((image ?? OG_IMAGE).url) }
  return {
    title: { absolute: title },
    description,
    keywords: keywords || undefined,
    alternates: { canonical, languages: languageAlternates(path, locales) },
    openGraph: {
      type,
      url: canonical,
      title,
      description,
      siteName: 'Studify',
      locale: `${locale}_${LANGUAGES[locale].region}`,
      images: [{ url: ogImage.url, width: ogImage.width, height: ogImage.height, alt: image?.alt ?? title }],
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: [ogImage.url] },
  }
}
