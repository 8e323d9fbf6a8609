import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { getPayloadClient } from '@/lib/payload'
import { routeMetadata } from '@/lib/route-metadata'
import { RichText } from '@/components/rich-text/RichText'
import { getLegal } from '@/services/content/cached-queries'

import { LegalBackLink } from './LegalBackLink'

export type LegalKind = 'terms' | 'privacy' | 'cookies'

export const legalMetadata = async (locale: Locale, kind: LegalKind): Promise<Metadata> => {
  const legal = await getLegal({ payload: await getPayloadClient(), locale })
  return routeMetadata(locale, kind, `/${kind}`, legal[kind].title ?? kind)
}

export async function LegalPage({ locale, kind }: { locale: Locale; kind: LegalKind }) {
  const [legal, t, format] = await Promise.all([
    getLegal({ payload: await getPayloadClient(), locale }),
    getTranslations({ locale, namespace: 'legal' }),
    getFormatter({ locale }),
  ])
  const page = legal[kind]
  return (
    <article className="container post legal">
      <LegalBackLink />
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
