import type { Metadata } from 'next'

import { LegalPage, legalMetadata } from '@/components/legal/LegalPage'
import { resolvePageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalMetadata(await resolvePageLocale(params), 'privacy')
}

export default async function PrivacyPage({ params }: Props) {
  return <LegalPage locale={await resolvePageLocale(params)} kind="privacy" />
}
