import type { Locale } from '../../config/locales'
import { CATALOGUE } from '../../i18n/catalogue'

/**
 * What the writer needs in each essay language, from `writerLanguage` in the message files (a
 * namespace of its own, so the writer pages never send it to the browser): the sentence that tells
 * the model to write in it (in that language, beside the English instruction: models follow both
 * more reliably than either), and the headings of the outline built without the model
 * (`{subject}` in `background` is the topic, shortened).
 */
export type LanguagePack = typeof CATALOGUE.en.writerLanguage

// English underneath, so a key not yet translated reads in English rather than as nothing.
export const writerLanguagePack = (language: Locale): LanguagePack => ({
  ...CATALOGUE.en.writerLanguage,
  ...CATALOGUE[language].writerLanguage,
})
