import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { getPayloadClient } from '@/lib/payload'
import { routeMetadata } from '@/services/content/route-metadata'
import { RichText } from '@/components/rich-text/RichText'
import { getLegal } from '@/services/content/cached-queries'
import { ensureGlobalPagePublished, globalPageLocales } from '@/services/content/global-pages'

import { PageMessages } from '../site/PageMessages'
import { LegalBackLink } from './LegalBackLink'

export type LegalKind = 'terms' | 'privacy' | 'cookies'

export const legalMetadata = async (locale: Locale, kind: LegalKind): Promise<Metadata> => {
  const payload = await getPayloadClient()
  const [legal, locales] = await Promise.all([
    getLegal({ payload, locale }),
    globalPageLocales({ payload, path: `/${kind}` }),
  ])
  return routeMetadata(locale, kind, `/${kind}`, legal[kind].title ?? kind, locales)
}

export async function LegalPage({ locale, kind }: { locale: Locale; kind: LegalKind }) {
  const payload = await getPayloadClient()
  await ensureGlobalPagePublished({ payload, locale, path: `/${kind}` })
  const [legal, t, format] = await Promise.all([
    getLegal({ payload, locale }),
    getTranslations({ locale, namespace: 'legal' }),
    getFormatter({ locale }),
  ])
  const page = legal[kind]
  return (
    <article className="container post legal">
      <PageMessages locale={locale} namespaces={['legal']}>
        <LegalBackLink />
      </PageMessages>
      <h1>{page.title}</h1>
      <p className="muted">
        {t('lastUpdated', {
          date: format.dateTime(new Date(page.lastUpdated), { dateStyle: 'long', timeZone: 'UTC' }),
        })}
      </p>
      {page.content && <RichText data={page.content} locale={locale} />}
    </article>
  )
}
