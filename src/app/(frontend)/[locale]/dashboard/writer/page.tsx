import type { Metadata } from 'next'

import { WriterHome } from '@/components/writer/WriterHome'
import { resolvePageLocale } from '@/i18n/page-locale'

import { writerMetadata } from './metadata'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return writerMetadata(await resolvePageLocale(params), 'metaTitle')
}

/** /dashboard/writer (spec §2): the writer home. */
export default async function WriterPage({ params }: Props) {
  await resolvePageLocale(params)
  return <WriterHome />
}
