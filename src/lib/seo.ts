import type { Metadata } from 'next'

import { DEFAULT_LOCALE, LANGUAGES, LOCALES, type Locale } from '../config/locales'
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
}

/** hreflang links for all 14 locales plus x-default (English), absolute. */
export const languageAlternates = (path: string): Record<string, string> => ({
  ...Object.fromEntries(LOCALES.map((code) => [code, pageUrl(code, path)])),
  'x-default': pageUrl(DEFAULT_LOCALE, path),
})

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
}: PageSeo): Metadata => {
  const canonical = pageUrl(locale, path)
  const ogImage = { ...(image ?? OG_IMAGE), url: absoluteUrl((image ?? OG_IMAGE).url) }
  return {
    title: { absolute: title },
    description,
    keywords: keywords || undefined,
    alternates: { canonical, languages: languageAlternates(path) },
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
