import { OfferSection } from '../../src/components/landing/OfferSection'
import { getPayloadClient } from '../../src/lib/payload'
import { getPricing } from '../../src/services/content/cached-queries'
import type { BlockProps } from '../types'

/** The offer as on /pricing (the Pricing global's copy), with this block's heading when it has one. */
export async function OfferBlockView({ block, context }: BlockProps<'offer'>) {
  const pricing = await getPricing({ payload: await getPayloadClient(), locale: context.locale })
  return (
    <OfferSection
      locale={context.locale}
      pricing={{
        ...pricing,
        heading: block.heading || pricing.heading,
        subheading: block.subheading || pricing.subheading,
      }}
    />
  )
}
