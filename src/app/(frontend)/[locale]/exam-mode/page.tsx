import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import {
  EXAM_MODE_PAGE_PATH,
  EXAM_PAGE_RULES,
  EXAM_TITLE_MARKERS,
  EXAM_URL_MARKERS,
  LOCKDOWN_USER_AGENT_MARKERS,
} from '@/config/exam-mode'
import { Link } from '@/i18n/link'
import { resolvePageLocale } from '@/i18n/page-locale'
import { buildMetadata } from '@/lib/seo'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'examMode' })
  return buildMetadata({ locale, path: EXAM_MODE_PAGE_PATH, title: `${t('title')} — Studify`, description: t('intro') })
}

const PatternList = ({ entries }: { entries: readonly { id: string; platform: string; shown: string }[] }) => (
  <ul className="exam-mode-list">
    {entries.map((entry) => (
      <li key={entry.id}>
        <strong>{entry.platform}</strong> <code dir="ltr">{entry.shown}</code>
      </li>
    ))}
  </ul>
)

/**
 * Honest exam mode, published for schools: what it does and the exact list of pages and hints that
 * turn it on — rendered from src/config/exam-mode.ts, the list the extension itself matches.
 */
export default async function ExamModePage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'examMode' })
  return (
    <article className="container post exam-mode">
      <Link href="/help" className="back-link">
        ← {t('backToHelp')}
      </Link>
      <h1>{t('title')}</h1>
      <div className="prose">
        <p className="lead">{t('intro')}</p>
        <p>{t('howItWorks')}</p>
        <p>{t('privacy')}</p>
        <h2>{t('pagesHeading')}</h2>
        <PatternList entries={EXAM_PAGE_RULES} />
        <h2>{t('hintsHeading')}</h2>
        <PatternList entries={[...LOCKDOWN_USER_AGENT_MARKERS, ...EXAM_URL_MARKERS, ...EXAM_TITLE_MARKERS]} />
        <p>{t('forSchools')}</p>
      </div>
    </article>
  )
}
