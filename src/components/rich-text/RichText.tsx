import { getTranslations } from 'next-intl/server'
import 'katex/dist/katex.min.css'

import { offerCopy } from './offer-copy'
import { RichTextView, type RichTextViewProps } from './RichTextView'
import './rich-text.css'

/** An article body (post, help article, legal page), rendered on the server with no client script. */
export async function RichText({ data, locale, className }: Omit<RichTextViewProps, 'offer'>) {
  const t = await getTranslations({ locale, namespace: 'blog' })
  return <RichTextView data={data} locale={locale} offer={offerCopy(t, locale)} className={className} />
}
