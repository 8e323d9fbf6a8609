import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'

type TitleKey = 'metaTitle' | 'createMetaTitle' | 'essayMetaTitle'

/** The writer's pages are the student's own: titled, never indexed. */
export const writerMetadata = async (locale: Locale, key: TitleKey): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: 'writer' })
  return { title: { absolute: `${t(key)} — Studify` }, robots: { index: false, follow: false } }
}
