import type { Media } from '../payload-types'
import type { PageSeo } from './seo'

/** A document's SEO group as the Local/REST API returns it at depth 1. */
export type SeoFields =
  | { title?: string | null; description?: string | null; keywords?: string | null; image?: number | Media | null }
  | null
  | undefined

export type ResolvedSeo = Required<Pick<PageSeo, 'title' | 'description'>> & {
  keywords?: string | null
  image: NonNullable<PageSeo['image']> | null
}

/**
 * What a page's <head> and JSON-LD say: the editor's SEO fields where filled in, else defaults
 * generated from the page itself (its title, summary and image). One place, so metadata and
 * structured data never disagree.
 */
export const resolveSeo = ({
  seo,
  title,
  description,
  image,
}: {
  seo: SeoFields
  title: string
  description: string
  image?: Media | null
}): ResolvedSeo => {
  const chosen = (seo?.image && typeof seo.image === 'object' ? seo.image : null) ?? image ?? null
  const og = chosen?.sizes?.og
  return {
    title: seo?.title?.trim() || title,
    description: seo?.description?.trim() || description,
    keywords: seo?.keywords || undefined,
    image: og?.url
      ? { url: og.url, width: og.width ?? 1200, height: og.height ?? 630, alt: chosen?.alt ?? undefined }
      : null,
  }
}
