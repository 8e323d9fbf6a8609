import type { Metadata } from 'next'

import { EssayCreator } from '@/components/writer/EssayCreator'
import { resolvePageLocale } from '@/i18n/page-locale'

import { writerMetadata } from '../metadata'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return writerMetadata(await resolvePageLocale(params), 'createMetaTitle')
}

/** /dashboard/writer/create (spec §2): opens the essay wizard. */
export default async function WriterCreatePage({ params }: Props) {
  await resolvePageLocale(params)
  return <EssayCreator />
}
