import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { LOCALES, type Locale } from '../../src/config/locales'

export const SEED_DIR = path.dirname(fileURLToPath(import.meta.url))
const DATA_DIR = path.join(SEED_DIR, 'data')

export type ContentFile =
  | 'categories'
  | 'help-categories'
  | 'help-articles'
  | 'posts'
  | 'competitors'
  | 'testimonials'
  | 'faqs'
  | 'pages'
  | 'pricing'
  | 'legal'
  | 'site-settings'
  | 'seo-routes'

/** One seed file in one locale, as written by editors and translators. */
export const readSeed = <T>(locale: Locale, file: ContentFile): T => {
  const filePath = path.join(DATA_DIR, locale, `${file}.json`)
  if (!existsSync(filePath)) throw new Error(`Seed file missing: ${path.relative(process.cwd(), filePath)}`)
  return JSON.parse(readFileSync(filePath, 'utf8')) as T
}

export const hasSeed = (locale: Locale, file: ContentFile): boolean =>
  existsSync(path.join(DATA_DIR, locale, `${file}.json`))

/** The same file in every locale that has it, English first (a missing translation falls back to English). */
export const readSeedInAllLocales = <T>(file: ContentFile): Array<{ locale: Locale; data: T }> =>
  LOCALES.filter((locale) => locale === 'en' || hasSeed(locale, file)).map((locale) => ({
    locale,
    data: readSeed<T>(locale, file),
  }))

/** Markdown bodies are stored as arrays of blocks for readability; join them back. */
export const markdownOf = (blocks: string[] | string): string => (Array.isArray(blocks) ? blocks.join('\n\n') : blocks)
