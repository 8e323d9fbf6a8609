import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/locales'
import { siteLocaleOf } from '@/i18n/site-locale'

import ar from '../../../messages/ar.json'
import cs from '../../../messages/cs.json'
import de from '../../../messages/de.json'
import en from '../../../messages/en.json'
import es from '../../../messages/es.json'
import fr from '../../../messages/fr.json'
import hi from '../../../messages/hi.json'
import it from '../../../messages/it.json'
import ja from '../../../messages/ja.json'
import ko from '../../../messages/ko.json'
import pt from '../../../messages/pt.json'
import ru from '../../../messages/ru.json'
import sk from '../../../messages/sk.json'
import zh from '../../../messages/zh.json'

/**
 * The words of worked maths solutions, from the `maths` namespace of the message files (the maths
 * itself is LaTeX and universal). `{v}` and `{a}` are filled with inline maths by `fill`. Read
 * synchronously because the solvers are synchronous and run on every question.
 */
export type MathsLabels = typeof en.maths.steps
/** The words of an exam-mode maths answer (the method without the final result). */
export type ExamLabels = typeof en.maths.exam

const FILES: Record<Locale, { maths: { steps: Partial<MathsLabels>; exam: Partial<ExamLabels> } }> = {
  en,
  fr,
  de,
  it,
  es,
  pt,
  zh,
  ja,
  ko,
  ru,
  ar,
  hi,
  cs,
  sk,
}

// English underneath, so a key not yet translated shows English rather than nothing.
export const MATHS_LABELS = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...en.maths.steps, ...FILES[locale].maths.steps }]),
) as Record<Locale, MathsLabels>

export const EXAM_LABELS = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...en.maths.exam, ...FILES[locale].maths.exam }]),
) as Record<Locale, ExamLabels>

const localeOf = (locale?: string): Locale => siteLocaleOf(locale) ?? DEFAULT_LOCALE

/** The labels for a locale ("pt-BR" → pt), English for any other. */
export const mathsLabels = (locale?: string): MathsLabels => MATHS_LABELS[localeOf(locale)]

/** The exam-mode words for a locale, English for any other. */
export const examLabels = (locale?: string): ExamLabels => EXAM_LABELS[localeOf(locale)]
