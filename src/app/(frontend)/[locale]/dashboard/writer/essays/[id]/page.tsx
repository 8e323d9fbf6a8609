import type { Metadata } from 'next'

import { EssayView } from '@/components/writer/EssayView'
import { resolvePageLocale } from '@/i18n/page-locale'

import { writerMetadata } from '../../metadata'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return writerMetadata(await resolvePageLocale(params), 'essayMetaTitle')
}

/** /dashboard/writer/essays/{id}: one essay, live while it is written. */
export default async function EssayPage({ params }: Props) {
  await resolvePageLocale(params)
  const { id } = await params
  return <EssayView id={id} />
}
