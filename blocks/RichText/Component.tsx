import { RichText } from '../../src/components/rich-text/RichText'
import type { BlockProps } from '../types'

/** Free text in the article column, rendered with the site's rich-text converters. */
export function RichTextBlockView({ block, context }: BlockProps<'richText'>) {
  return (
    <section className="section page-rich-text">
      <div className="container narrow">
        <RichText data={block.content} locale={context.locale} />
      </div>
    </section>
  )
}
