import type { Field, TextareaField, TextField, RichTextField, Validate } from 'payload'
import { text, textarea } from 'payload/shared'

import { DEFAULT_LOCALE } from '../../src/config/locales'

type LocalizableField = TextField | TextareaField | RichTextField

const isEmpty = (value: unknown): boolean => {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim().length === 0
  const root = (value as { root?: { children?: Array<{ children?: unknown[]; fields?: unknown }> } }).root
  // A block (formula, image, offer…) has fields, not children: a body of one block is not empty.
  if (root) return !root.children?.length || root.children.every((child) => !child.children?.length && !child.fields)
  return false
}

/**
 * A localized field that English must have and other languages may leave empty (they fall back
 * to English). Payload's `required` would force every translation to be complete before an
 * editor could save any one of them.
 */
export const localizedRequired = <F extends LocalizableField>(field: Omit<F, 'localized' | 'required'>): Field => {
  const inner = (field.type === 'text' ? text : field.type === 'textarea' ? textarea : undefined) as
    Validate | undefined
  const validate: Validate = (value, options) => {
    const locale = options.req.locale ?? DEFAULT_LOCALE
    if (locale === DEFAULT_LOCALE && isEmpty(value)) return options.req.t('validation:required')
    return inner ? inner(value, options) : true
  }
  return {
    ...field,
    localized: true,
    required: false,
    validate,
    admin: {
      ...field.admin,
      description: field.admin?.description ?? 'Required in English; other languages fall back to it.',
    },
  } as Field
}
