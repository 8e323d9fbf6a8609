import { DEFAULT_LOCALE, isLocale, type Locale } from '../config/locales'
import { siteLocaleOf } from './site-locale'

/** Time zones that point to a site language when nothing else does (spec §2 resolution order). */
export const TIMEZONE_LOCALES: Record<string, Locale> = {
  'Europe/Paris': 'fr',
  'Europe/Brussels': 'fr',
  'Europe/Luxembourg': 'fr',
  'Europe/Monaco': 'fr',
  'Europe/Berlin': 'de',
  'Europe/Vienna': 'de',
  'Europe/Zurich': 'de',
  'Europe/Rome': 'it',
  'Europe/Madrid': 'es',
  'America/Mexico_City': 'es',
  'America/Bogota': 'es',
  'America/Argentina/Buenos_Aires': 'es',
  'America/Lima': 'es',
  'America/Santiago': 'es',
  'Europe/Lisbon': 'pt',
  'America/Sao_Paulo': 'pt',
  'Asia/Shanghai': 'zh',
  'Asia/Hong_Kong': 'zh',
  'Asia/Taipei': 'zh',
  'Asia/Chongqing': 'zh',
  'Asia/Tokyo': 'ja',
  'Asia/Seoul': 'ko',
  'Europe/Moscow': 'ru',
  'Asia/Riyadh': 'ar',
  'Asia/Dubai': 'ar',
  'Africa/Cairo': 'ar',
  'Asia/Baghdad': 'ar',
  'Asia/Qatar': 'ar',
  'Africa/Casablanca': 'ar',
  'Asia/Kolkata': 'hi',
  'Asia/Calcutta': 'hi',
  'Europe/Prague': 'cs',
  'Europe/Bratislava': 'sk',
}

type ResolutionInput = {
  saved?: string | null
  languages?: readonly string[]
  /** The zone, or how to read it: the browser's first date formatter costs a long task on a slow phone, read only if needed. */
  timeZone?: string | null | (() => string | null)
}

/** Saved preference → browser language list → time zone → English. (A path prefix wins before this.) */
export const resolvePreferredLocale = ({ saved, languages = [], timeZone }: ResolutionInput): Locale => {
  if (saved && isLocale(saved)) return saved
  for (const tag of languages) {
    const locale = siteLocaleOf(tag)
    if (locale) return locale
  }
  const zone = typeof timeZone === 'function' ? timeZone() : timeZone
  if (zone && TIMEZONE_LOCALES[zone]) return TIMEZONE_LOCALES[zone]
  return DEFAULT_LOCALE
}
