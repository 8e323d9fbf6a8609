import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { DownloadPage } from '@/components/download/DownloadPage'
import { PageMessages } from '@/components/site/PageMessages'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { buildMetadata } from '@/lib/seo'
import { getRouteSeo } from '@/services/content/cached-queries'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

const CLIENT_NAMESPACES = ['download', 'errors', 'accessStatus', 'freePlan'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'download' })
  // Editors set these in "SEO by page"; the UI messages fill any gap.
  const seo = (await getRouteSeo({ payload: await getPayloadClient(), locale })).download
  return buildMetadata({
    locale,
    path: '/download',
    title: seo?.title || `${t('metaTitle')} — Studify`,
    description: seo?.description || t('metaDescription'),
    keywords: seo?.keywords,
  })
}

export default async function Download({ params }: Props) {
  const locale = await resolvePageLocale(params)
  return (
    <div className="container section">
      <PageMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
        <Suspense>
          <DownloadPage />
        </Suspense>
      </PageMessages>
    </div>
  )
}
