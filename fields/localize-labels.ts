import type { Block, Field, Option } from 'payload'

import { LANGUAGES, LOCALES } from '../src/config/locales'
import { cmsText, type LocalizedText } from '../src/i18n/cms-labels'

/**
 * A schema's names and help texts in the admin's 14 languages, from the `cms` namespace of
 * src/messages/*.json (the key scheme: plugins/admin-labels.ts). Fields and blocks are localized
 * here, where the rich-text editor's blocks (fields/rich-text/blocks.ts) reach it too;
 * plugins/admin-labels.ts applies it to every collection and global of the config.
 */
const INVENTORY = process.env.CMS_LABELS_INVENTORY

/** With CMS_LABELS_INVENTORY set, each key that has no text yet, with its English: the translators' list. */
export const missingLabels = new Map<string, string>()

export const sentence = (name: string) => {
  const words = name
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The first key that has a text, recording the preferred one (and its English) when none has. */
export const textFor = (keys: readonly string[], english: string | undefined): LocalizedText | undefined => {
  for (const key of keys) {
    const text = cmsText(key)
    if (text) return text
  }
  if (INVENTORY && english !== undefined && keys[0]) missingLabels.set(keys[0], english)
  return undefined
}

export const isPlain = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string'

/** Brands among the options (platforms, stores): the same name in every language. */
export const BRAND_NAMES: Readonly<Record<string, string>> = {
  twitter: 'Twitter',
  google: 'Google',
  trustpilot: 'Trustpilot',
  x: 'X',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  discord: 'Discord',
  linkedin: 'LinkedIn',
  chrome: 'Chrome',
  edge: 'Edge',
  firefox: 'Firefox',
}

/** Option names that read the same in every language: each language's own name, a brand. */
export const INVARIANT_NAMES = new Set<string>([
  ...LOCALES.map((code) => LANGUAGES[code].nativeName),
  ...LOCALES,
  ...Object.values(BRAND_NAMES),
])

const localizeOptions = (options: Option[], fieldName: string): Option[] =>
  options.map((option) => {
    const value = typeof option === 'string' ? option : option.value
    const label = typeof option === 'string' ? option : option.label
    if (typeof label !== 'string' || INVARIANT_NAMES.has(label)) return option
    const brand = BRAND_NAMES[String(value)]
    if (brand && (fieldName === 'platform' || fieldName === 'store')) return { label: brand, value }
    const text = textFor([`options.${fieldName}.${value}`], label === value ? sentence(value) : label)
    return text ? { label: text, value } : option
  })

export const localizeFields = (fields: Field[], scope: string, parents: string[] = []): Field[] =>
  fields.map((field) => localizeField(field, scope, parents))

/**
 * A block's names and fields. The blocks of the rich-text editor live inside the editor's config,
 * out of the plugin's reach: fields/rich-text/blocks.ts passes them through here with
 * their own key prefix (`richText-`), as their slugs overlap the page builder's.
 */
export const localizeBlock = (block: Block, prefix = ''): Block => {
  const labels = block.labels
  const key = `${prefix}${block.slug}`
  const singular = isPlain(labels?.singular)
    ? textFor([`blocks.${key}.singular`], (labels?.singular as string | undefined) ?? sentence(block.slug))
    : undefined
  const plural = isPlain(labels?.plural)
    ? textFor([`blocks.${key}.plural`], (labels?.plural as string | undefined) ?? sentence(block.slug))
    : undefined
  return {
    ...block,
    labels: { singular: singular ?? labels?.singular ?? block.slug, plural: plural ?? labels?.plural ?? block.slug },
    fields: localizeFields(block.fields, `block-${key}`),
  } as Block
}

/** Fields the admin never draws: hidden, or disabled (Payload's own `blockName` of a block). */
export const isOffScreen = (field: Field): boolean => {
  const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
  return admin?.hidden === true || admin?.disabled === true || ('hidden' in field && field.hidden === true)
}

const localizeField = (field: Field, scope: string, parents: string[]): Field => {
  const named = 'name' in field && typeof field.name === 'string' ? field.name : undefined
  const path = named ? [...parents, named] : parents
  const pathKey = path.join('_')
  const next: Record<string, unknown> = { ...field }
  if (isOffScreen(field)) return field

  // The label: a named field's, a box's or a tab's.
  if ('label' in field || named) {
    const label = (field as { label?: unknown }).label
    if (label !== false && isPlain(label)) {
      const english = label ?? (named ? sentence(named) : undefined)
      if (english !== undefined && english !== '') {
        const keys = named
          ? [`fieldsIn.${scope}.${pathKey}`, `fields.${named}`]
          : [
              `fields.${english.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toLowerCase())}`,
            ]
        const text = textFor(keys, english)
        if (text) next.label = text
      }
    }
  }
  const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
  if (typeof description === 'string') {
    const keys = named ? [`help.${scope}.${pathKey}`, `help.common.${named}`] : [`help.${scope}.${pathKey || 'box'}`]
    const text = textFor(keys, description)
    if (text) next.admin = { ...field.admin, description: text }
  }
  if ((field.type === 'array' || field.type === 'blocks') && named) {
    const labels = (field as { labels?: { singular?: unknown; plural?: unknown } }).labels
    if (isPlain(labels?.singular) && isPlain(labels?.plural)) {
      const singular = textFor([`rows.${named}.singular`], (labels?.singular as string | undefined) ?? sentence(named))
      const plural = textFor([`rows.${named}.plural`], (labels?.plural as string | undefined) ?? sentence(named))
      if (singular && plural) next.labels = { singular, plural }
    }
  }
  if ((field.type === 'select' || field.type === 'radio') && named)
    next.options = localizeOptions(field.options as Option[], named)
  if (field.type === 'blocks') next.blocks = field.blocks.map((block) => localizeBlock(block))
  // No tabs in this schema: a tab's label would need its own key (the test would name it).
  if ('fields' in field && Array.isArray(field.fields)) next.fields = localizeFields(field.fields, scope, path)
  return next as Field
}
