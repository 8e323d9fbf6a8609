import { writeFileSync } from 'node:fs'

import type { Block, CollectionConfig, Config, Field, GlobalConfig, Option } from 'payload'

import { LANGUAGES, LOCALES } from '../src/config/locales'
import { cmsText, type LocalizedText } from '../src/i18n/cms-labels'

/**
 * Every collection, global, block and field of the admin named and explained in the admin's
 * language (issue 34 item 10). The texts live in the `cms` namespace of src/messages/*.json:
 *
 * - `cms.collections.<slug>.singular|plural|description`, `cms.globals.<slug>.label|description`,
 *   `cms.blocks.<slug>.singular|plural`;
 * - a field's label: `cms.fieldsIn.<scope>.<path>` where a field needs its own, else
 *   `cms.fields.<name>` (one name, one label across the schema); a list's row names
 *   `cms.rows.<name>.singular|plural`;
 * - a help text: `cms.help.<scope>.<path>`; an option: `cms.options.<field name>.<value>`.
 *
 * `<scope>` is the collection or global slug, or `block-<slug>` inside a block (a block is the same
 * wherever it is used); `<path>` joins the field names from there with `_`. Placed after the
 * plugins that add collections and fields, it replaces the English strings written beside the
 * schema; a text already given in every language (a `cmsLabel(…)` in code) or as one of Payload's
 * own translations (a function) is kept. tests/unit/admin/admin-labels.spec.ts walks the
 * resulting config and fails on any English-only text.
 *
 * Option names that are the same in every language (a language's own name, a brand) stay as they
 * are.
 */
const INVENTORY = process.env.CMS_LABELS_INVENTORY

const missing = new Map<string, string>()

const sentence = (name: string) => {
  const words = name
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The first key that has a text, recording the preferred one (and its English) when none has. */
const textFor = (keys: readonly string[], english: string | undefined): LocalizedText | undefined => {
  for (const key of keys) {
    const text = cmsText(key)
    if (text) return text
  }
  if (INVENTORY && english !== undefined && keys[0]) missing.set(keys[0], english)
  return undefined
}

const isPlain = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string'

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

const localizeFields = (fields: Field[], scope: string, parents: string[] = []): Field[] =>
  fields.map((field) => localizeField(field, scope, parents))

/**
 * A block's names and fields. The blocks of the rich-text editor live inside the editor's config,
 * out of this plugin's reach: collections/shared/rich-text/blocks.ts passes them through here with
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

export const TITLE_FALLBACK_COMPONENT = '/src/admin/DocumentTitleFallback#DocumentTitleFallback'

/**
 * A collection whose title field is localized heads a document untitled in the edited language by
 * its English title, not its id (src/admin/DocumentTitleFallback.tsx).
 */
const withTitleFallback = (
  collection: CollectionConfig,
  admin: CollectionConfig['admin'],
): CollectionConfig['admin'] => {
  const useAsTitle = admin?.useAsTitle
  const titleField = collection.fields.find((field) => 'name' in field && field.name === useAsTitle)
  if (!titleField || !('localized' in titleField) || !titleField.localized) return admin
  const edit = admin?.components?.edit
  return {
    ...admin,
    components: {
      ...admin?.components,
      edit: { ...edit, beforeDocumentControls: [...(edit?.beforeDocumentControls ?? []), TITLE_FALLBACK_COMPONENT] },
    },
  }
}

const localizeCollection = (collection: CollectionConfig): CollectionConfig => {
  const { slug, labels } = collection
  const singular = isPlain(labels?.singular)
    ? textFor([`collections.${slug}.singular`], (labels?.singular as string | undefined) ?? sentence(slug))
    : undefined
  const plural = isPlain(labels?.plural)
    ? textFor([`collections.${slug}.plural`], (labels?.plural as string | undefined) ?? sentence(slug))
    : undefined
  const description = collection.admin?.description
  const help = typeof description === 'string' ? textFor([`collections.${slug}.description`], description) : undefined
  // The nav's group headings ("Analytics", "Billing"…): `cms.groups.<name in camel case>`.
  const groupName = collection.admin?.group
  const group =
    typeof groupName === 'string'
      ? textFor([`groups.${groupName.charAt(0).toLowerCase()}${groupName.slice(1).replace(/\s+/g, '')}`], groupName)
      : undefined
  return {
    ...collection,
    labels: { singular: singular ?? labels?.singular ?? slug, plural: plural ?? labels?.plural ?? slug },
    admin: withTitleFallback(collection, {
      ...collection.admin,
      ...(help ? { description: help } : {}),
      ...(group ? { group } : {}),
    }),
    fields: localizeFields(collection.fields, slug),
  }
}

const localizeGlobal = (global: GlobalConfig): GlobalConfig => {
  const label = isPlain(global.label)
    ? textFor([`globals.${global.slug}.label`], global.label ?? sentence(global.slug))
    : undefined
  const description = global.admin?.description
  const help =
    typeof description === 'string' ? textFor([`globals.${global.slug}.description`], description) : undefined
  return {
    ...global,
    ...(label ? { label } : {}),
    ...(help ? { admin: { ...global.admin, description: help } } : {}),
    fields: localizeFields(global.fields, global.slug),
  }
}

export const adminLabels = (config: Config): Config => {
  const localized = {
    ...config,
    collections: config.collections?.map(localizeCollection),
    globals: config.globals?.map(localizeGlobal),
  }
  if (INVENTORY) writeFileSync(INVENTORY, JSON.stringify(Object.fromEntries(missing), null, 2))
  return localized
}
