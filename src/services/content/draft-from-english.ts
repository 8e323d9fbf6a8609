import type { Field, Payload } from 'payload'

import { MACHINE_DRAFT_CONTEXT } from '../../config/translation'
import { canTranslateInto } from '../../access/translation'
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, type Locale } from '../../config/locales'
import { entityOf, type TranslatedEntity } from '../../config/translation'
import { AppError } from '../../lib/errors/app-error'
import { applyTranslations, extractTranslatableText } from '../../lib/translation/translatable-fields'
import type { ValidationMessageKey } from '../../lib/validation/messages'
import type { DraftFromEnglishInput } from '../../lib/validation/translation'
import type { User } from '../../payload-types'
import { modelConfigFromEnv, ModelUnavailableError } from '../answers/model-client'
import { consumeRateLimit } from '../security/rate-limit'
import { translateTexts, TranslationReplyError } from './machine-translation'

type Messages = Record<ValidationMessageKey, string>
type Doc = Record<string, unknown>

export type MachineDraftResult = { collection: string; id: string | null; locale: Locale; editUrl: string }

/** Why "Draft from English" is off on this server, or null when it is on (the editor shows the reason). */
export const machineDraftUnavailableReason = (messages: Pick<Messages, 'translationModelMissing'>): string | null =>
  modelConfigFromEnv() ? null : messages.translationModelMissing

const fieldsOf = (payload: Payload, entity: TranslatedEntity): Field[] =>
  entity.kind === 'global'
    ? payload.config.globals.find((global) => global.slug === entity.slug)!.fields
    : payload.collections[entity.slug as 'posts'].config.fields

const readEnglish = async (payload: Payload, user: User, entity: TranslatedEntity, id: string | undefined) => {
  const common = {
    locale: DEFAULT_LOCALE,
    fallbackLocale: false as const,
    depth: 0,
    draft: false,
    overrideAccess: false,
    user,
  }
  if (entity.kind === 'global')
    return (await payload.findGlobal({ slug: entity.slug as 'pricing', ...common })) as unknown as Doc
  return (await payload.findByID({ collection: entity.slug as 'posts', id: id!, ...common })) as unknown as Doc
}

/**
 * POST /api/translation-status/draft: the published English text of a document, machine-translated
 * into `locale` by the configured model and saved as a draft of that locale only, marked
 * machine-drafted (the mark clears when a person publishes the locale). Rich-text structure,
 * links and their targets, maths and code are kept, and only localized text is written — the
 * slug is not localized, so the draft keeps the English one. Any model failure saves nothing.
 */
export const draftFromEnglish = async ({
  payload,
  user,
  input,
  messages,
}: {
  payload: Payload
  user: User
  input: DraftFromEnglishInput
  messages: Messages
}): Promise<MachineDraftResult> => {
  const entity = entityOf(input.collection)!
  if (!canTranslateInto(user, input.locale)) {
    // The refusal names the languages she does write (issue 34 item 6).
    const mine = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && canTranslateInto(user, locale))
    const names = mine.map((locale) => LANGUAGES[locale].nativeName).join(', ')
    throw new AppError('forbidden', messages.translationLocaleNotAllowed.replaceAll('{locales}', names))
  }
  const id = input.id === undefined ? undefined : String(input.id)
  if (entity.kind === 'collection' && !id)
    throw new AppError('badRequest', messages.requestValueInvalid, { field: 'id' })
  const config = modelConfigFromEnv()
  if (!config) throw new AppError('unavailable', messages.translationModelMissing)

  const english = await readEnglish(payload, user, entity, id)
  if (english._status !== 'published') throw new AppError('conflict', messages.translationNeedsEnglish)

  const fields = fieldsOf(payload, entity)
  const texts = extractTranslatableText(fields, english)
  // Every call past this point reaches the model: counted per account in the database, so a
  // burst of requests (or several app servers) cannot get more than the limit through.
  await consumeRateLimit({
    payload,
    action: 'machineDraft',
    clientKey: `user:${user.id}`,
    message: messages.machineDraftLimitReached,
  })
  let data: Doc
  try {
    data = applyTranslations(fields, english, await translateTexts({ config, texts, locale: input.locale }))
  } catch (error) {
    if (!(error instanceof ModelUnavailableError || error instanceof TranslationReplyError)) throw error
    payload.logger.warn({ msg: 'machine draft refused: the model failed', reason: error.message, entity: entity.slug })
    throw new AppError('unavailable', messages.translationModelFailed)
  }

  const save = {
    locale: input.locale,
    data: { ...data, _status: 'draft' as const },
    draft: true,
    depth: 0,
    context: { [MACHINE_DRAFT_CONTEXT]: true },
    overrideAccess: false,
    user,
  }
  if (entity.kind === 'global') await payload.updateGlobal({ slug: entity.slug as 'pricing', ...save } as never)
  else await payload.update({ collection: entity.slug as 'posts', id: id!, ...save } as never)

  const editUrl =
    entity.kind === 'global'
      ? `/admin/globals/${entity.slug}?locale=${input.locale}`
      : `/admin/collections/${entity.slug}/${id}?locale=${input.locale}`
  return { collection: entity.slug, id: id ?? null, locale: input.locale, editUrl }
}
