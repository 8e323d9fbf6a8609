import type { SerializedLinkNode, SerializedRelationshipNode } from '@payloadcms/richtext-lexical'
import type { JSXConverters, JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import katex from 'katex'
import type { ReactNode } from 'react'

import type { Locale } from '@/config/locales'
import { docHref, linkHref, type LinkValue } from '@/lib/rich-text/doc-href'
import { heroSrcSet } from '@/components/site/PostCard'
import type { Media } from '@/payload-types'

import offerStyles from './OfferBlock.module.css'

/** The trial offer's words, already translated and filled in by the caller (converters are synchronous). */
export type OfferCopy = { title: string; text: string; button: string; href: string }

export type ConverterContext = { locale: Locale; offer: OfferCopy }

/** KaTeX on the server: HTML + MathML (read aloud by screen readers), no script. A typo shows the source in red. */
const typeset = (latex: string, displayMode: boolean): string =>
  katex.renderToString(latex, { displayMode, throwOnError: false, output: 'htmlAndMathml', strict: 'ignore' })

/** A block renderer typed by its fields (the editor's block configs define them; the test renders each). */
const block =
  <T,>(render: (fields: T) => ReactNode) =>
  ({ node }: { node: { fields: unknown } }) =>
    render(node.fields as T)

const mediaOf = (value: unknown): Media | null => (value && typeof value === 'object' ? (value as Media) : null)

export const richTextConverters =
  ({ locale, offer }: ConverterContext): JSXConvertersFunction =>
  ({ defaultConverters }): JSXConverters => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => {
      const { fields } = node as SerializedLinkNode
      const children = nodesToJSX({ nodes: node.children })
      const href = fields.linkType === 'internal' ? docHref(locale, fields.doc) : (fields.url ?? null)
      // A link to a document the visitor cannot see (deleted, unpublished) is text, never `#`.
      if (!href) return <span>{children}</span>
      const newTab = fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
      return (
        <a href={href} {...newTab}>
          {children}
        </a>
      )
    },
    relationship: ({ node }) => {
      const { relationTo, value } = node as SerializedRelationshipNode
      const doc =
        value && typeof value === 'object' ? (value as { title?: string; excerpt?: string; summary?: string }) : null
      const href = docHref(locale, { relationTo, value })
      if (!doc || !href) return null
      return (
        <a className="rich-card" href={href}>
          <strong>{doc.title}</strong>
          {(doc.excerpt || doc.summary) && <span>{doc.excerpt || doc.summary}</span>}
        </a>
      )
    },
    blocks: {
      code: block<{ language?: string | null; code: string }>((fields) => (
        <pre className="rich-code" data-language={fields.language ?? 'plaintext'}>
          <code className={`language-${fields.language ?? 'plaintext'}`}>{fields.code}</code>
        </pre>
      )),
      math: block<{ latex: string }>((fields) => (
        <div className="rich-math" dangerouslySetInnerHTML={{ __html: typeset(fields.latex, true) }} />
      )),
      mediaBlock: block<{ media: unknown; caption?: string | null }>((fields) => {
        const media = mediaOf(fields.media)
        if (!media?.url) return null
        return (
          <figure className="rich-media">
            {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized CMS rendition */}
            <img
              src={media.url}
              srcSet={heroSrcSet(media)}
              sizes="(max-width: 800px) 100vw, 800px"
              alt={media.alt ?? ''}
              width={media.width ?? undefined}
              height={media.height ?? undefined}
              loading="lazy"
            />
            {fields.caption && <figcaption>{fields.caption}</figcaption>}
          </figure>
        )
      }),
      callout: block<{ style: string; title?: string | null; text: string }>((fields) => (
        <aside className={`rich-callout rich-callout-${fields.style}`} role="note">
          {fields.title && <p className="rich-callout-title">{fields.title}</p>}
          {fields.text.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </aside>
      )),
      cta: block<{ heading: string; text?: string | null; link?: LinkValue | null }>((fields) => {
        const href = linkHref(locale, fields.link)
        return (
          <aside className={offerStyles.offer}>
            <h2>{fields.heading}</h2>
            {fields.text && <p>{fields.text}</p>}
            {href && fields.link?.label && (
              <a href={href} className="button button-primary">
                {fields.link.label}
              </a>
            )}
          </aside>
        )
      }),
      offer: () => (
        <aside className={offerStyles.offer}>
          <h2>{offer.title}</h2>
          <p>{offer.text}</p>
          <a href={offer.href} className="button button-primary">
            {offer.button}
          </a>
        </aside>
      ),
    },
    inlineBlocks: {
      inlineMath: block<{ latex: string }>((fields) => (
        <span className="rich-math-inline" dangerouslySetInnerHTML={{ __html: typeset(fields.latex, false) }} />
      )),
    },
  })
