import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FlashcardsPage } from '@/components/flashcards/FlashcardsPage'
import { PageMessages } from '@/components/site/PageMessages'
import { resolvePageLocale } from '@/i18n/page-locale'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

const CLIENT_NAMESPACES = ['flashcards', 'errors'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'flashcards' })
  return { title: { absolute: `${t('metaTitle')} — Studify` }, robots: { index: false, follow: false } }
}

/** /dashboard/flashcards: the student's own deck, never indexed. */
export default async function FlashcardsRoute({ params }: Props) {
  const locale = await resolvePageLocale(params)
  return (
    <div className="container section">
      <PageMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
        <FlashcardsPage />
      </PageMessages>
    </div>
  )
}
