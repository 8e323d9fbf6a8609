import { writeFileSync } from 'node:fs'

import type { CollectionConfig, Config, Field, GlobalConfig } from 'payload'

import { isPlain, localizeFields, missingLabels, sentence, textFor } from '../fields/localize-labels'

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

export const TITLE_CELL_COMPONENT = '/src/admin/TitleCell#TitleCell'

/** …and lists it by its English title, or "Untitled", instead of "<No Title>" (src/admin/TitleCell.tsx). */
const withTitleCell = (collection: CollectionConfig, fields: Field[]): Field[] => {
  const useAsTitle = collection.admin?.useAsTitle
  return fields.map((field) => {
    if (!('name' in field) || field.name !== useAsTitle || field.type !== 'text' || !field.localized) return field
    if (field.admin?.components?.Cell) return field
    return {
      ...field,
      admin: { ...field.admin, components: { ...field.admin?.components, Cell: TITLE_CELL_COMPONENT } },
    }
  })
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
    fields: withTitleCell(collection, localizeFields(collection.fields, slug)),
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
export const adminLabels = (config: Config): Config => {
  const localized = {
    ...config,
    collections: config.collections?.map(localizeCollection),
    globals: config.globals?.map(localizeGlobal),
  }
  const inventory = process.env.CMS_LABELS_INVENTORY
  if (inventory) writeFileSync(inventory, JSON.stringify(Object.fromEntries(missingLabels), null, 2))
  return localized
}
