import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import type { Locale } from '@/config/locales'

import { richTextConverters, type OfferCopy } from './converters'

export type RichTextViewProps = { data: SerializedEditorState; locale: Locale; offer: OfferCopy; className?: string }

/** An article body as HTML, synchronously (no request context: the rendering test calls it directly). */
export function RichTextView({ data, locale, offer, className = 'prose' }: RichTextViewProps) {
  return <LexicalRichText data={data} className={className} converters={richTextConverters({ locale, offer })} />
}
