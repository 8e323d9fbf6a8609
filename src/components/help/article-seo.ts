import type { Locale } from '@/config/locales'
import { buildMetadata } from '@/lib/seo'
import { resolveSeo } from '@/lib/seo-defaults'
import type { HelpArticle } from '@/payload-types'

/** The article's SEO fields, or defaults from its title and summary: <head> and JSON-LD both read this. */
export const helpArticleSeo = (article: HelpArticle) =>
  resolveSeo({ seo: article.seo, title: `${article.title} — Studify`, description: article.summary ?? '' })

/** hreflang names `locales`, those the article is published in. */
export const helpArticleMetadata = (article: HelpArticle, locale: Locale, locales?: readonly Locale[]) =>
  buildMetadata({ locale, locales, path: `/help/${article.slug}`, ...helpArticleSeo(article) })
