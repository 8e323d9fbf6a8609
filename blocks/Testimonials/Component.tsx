import { Testimonials } from '../../src/components/landing/Testimonials'
import { getPayloadClient } from '../../src/lib/payload'
import { listTestimonials } from '../../src/services/content/cached-queries'
import type { BlockProps } from '../types'

export async function TestimonialsBlockView({ block, context, idSuffix }: BlockProps<'testimonials'>) {
  const { locale, fill } = context
  const testimonials = await listTestimonials({ payload: await getPayloadClient(), locale })
  return (
    <Testimonials
      locale={locale}
      testimonials={testimonials}
      heading={fill(block.heading)}
      subtitle={block.subtitle ? fill(block.subtitle) : null}
      idSuffix={idSuffix}
    />
  )
}
