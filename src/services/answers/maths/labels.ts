import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/locales'
import { siteLocaleOf } from '@/i18n/site-locale'

import { CATALOGUE } from '@/i18n/catalogue'

/**
 * The words of worked maths solutions, from the `maths` namespace of the message files (the maths
 * itself is LaTeX and universal). `{v}` and `{a}` are filled with inline maths by `fill`. Read
 * synchronously because the solvers are synchronous and run on every question.
 */
export type MathsLabels = typeof CATALOGUE.en.maths.steps
/** The words of an exam-mode maths answer (the method without the final result). */
export type ExamLabels = typeof CATALOGUE.en.maths.exam

// English underneath, so a key not yet translated shows English rather than nothing.
export const MATHS_LABELS = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...CATALOGUE.en.maths.steps, ...CATALOGUE[locale].maths?.steps }]),
) as Record<Locale, MathsLabels>

export const EXAM_LABELS = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...CATALOGUE.en.maths.exam, ...CATALOGUE[locale].maths?.exam }]),
) as Record<Locale, ExamLabels>

const localeOf = (locale?: string): Locale => siteLocaleOf(locale) ?? DEFAULT_LOCALE

/** The labels for a locale ("pt-BR" → pt), English for any other. */
export const mathsLabels = (locale?: string): MathsLabels => MATHS_LABELS[localeOf(locale)]

/** The exam-mode words for a locale, English for any other. */
export const examLabels = (locale?: string): ExamLabels => EXAM_LABELS[localeOf(locale)]
