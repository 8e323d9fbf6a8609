import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { PageMessages } from '@/components/site/PageMessages'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { HOME_PAGE_SLUG } from '@/config/pages'
import { findPage } from '@/services/content/cached-queries'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

const CLIENT_NAMESPACES = ['dashboard', 'plans', 'errors', 'accessStatus', 'flashcards'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'dashboard' })
  return { title: { absolute: `${t('metaTitle')} — Studify` }, robots: { index: false, follow: false } }
}

export default async function Dashboard({ params }: Props) {
  const locale = await resolvePageLocale(params)
  // The upgrade offer runs on the same sale end as the home page's banner (one date, editable).
  const home = await findPage({ payload: await getPayloadClient(), locale, slug: HOME_PAGE_SLUG })
  const hero = home?.layout?.find((block) => block.blockType === 'hero')
  return (
    <div className="container section">
      <PageMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
        <DashboardPage saleEndsAt={hero?.saleEndsAt ?? null} />
      </PageMessages>
    </div>
  )
}
