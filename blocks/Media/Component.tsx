import type { Media } from '../../src/payload-types'
import type { BlockProps } from '../types'

/** One image at the content width; nothing when the image is gone or not readable. */
export function MediaBlockView({ block }: BlockProps<'media'>) {
  const media = typeof block.media === 'object' ? (block.media as Media | null) : null
  if (!media?.url) return null
  return (
    <section className="section page-media">
      <figure className="container narrow">
        {/* eslint-disable-next-line @next/next/no-img-element -- a CMS image of its own size */}
        <img
          src={media.url}
          alt={media.alt ?? ''}
          width={media.width ?? undefined}
          height={media.height ?? undefined}
          loading="lazy"
        />
        {block.caption && <figcaption className="muted">{block.caption}</figcaption>}
      </figure>
    </section>
  )
}
