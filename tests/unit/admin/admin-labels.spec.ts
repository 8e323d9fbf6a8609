import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import configPromise from '@payload-config'
import { INVARIANT_NAMES, isOffScreen } from '../../../fields/localize-labels'
import { TITLE_FALLBACK_COMPONENT } from '../../../plugins/admin-labels'
import { LOCALES } from '@/config/locales'
import { CONTENT_BLOCKS, CONTENT_INLINE_BLOCKS } from '../../../fields/rich-text/blocks'

/**
 * Issue 34 item 10: the admin names and explains every collection, global, block and field in its
 * 14 languages. Walks the whole Payload config (after every plugin) and lists each text shown in
 * the admin that is plain English, or a language object missing a locale. A function is one of
 * Payload's own translated labels; what the admin never shows (hidden collections and fields,
 * `label: false`) is left out.
 */
let config: SanitizedConfig

beforeAll(async () => {
  config = await configPromise
}, 120_000)

type Problem = string

const checkText = (where: string, value: unknown, problems: Problem[], { optional = true } = {}) => {
  if (value === undefined || value === null || value === false) {
    if (!optional) problems.push(`${where}: missing`)
    return
  }
  if (typeof value === 'function') return
  if (typeof value === 'string') {
    problems.push(`${where}: plain string ${JSON.stringify(value)}`)
    return
  }
  if (typeof value === 'object') {
    const missing = LOCALES.filter((locale) => typeof (value as Record<string, unknown>)[locale] !== 'string')
    if (missing.length) problems.push(`${where}: no ${missing.join(', ')}`)
  }
}

const walkFields = (fields: Field[], where: string, problems: Problem[]) => {
  for (const field of fields) {
    if (isOffScreen(field) || ('hidden' in field && field.hidden === true)) continue
    const name = 'name' in field ? field.name : `(${field.type})`
    const at = `${where}.${name}`
    if (field.type === 'ui' || field.type === 'row' || field.type === 'join') {
      // UI fields draw their own text (their components read the messages); rows have no label.
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        checkText(`${at}.tab`, tab.label, problems)
        walkFields(tab.fields, `${at}.tab`, problems)
      }
      continue
    } else if ('label' in field || 'name' in field) {
      checkText(`${at} label`, (field as { label?: unknown }).label, problems)
    }
    const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
    checkText(`${at} description`, description, problems)
    if (field.type === 'array' || field.type === 'blocks') {
      checkText(`${at} row singular`, field.labels?.singular, problems, { optional: false })
      checkText(`${at} row plural`, field.labels?.plural, problems, { optional: false })
    }
    if (field.type === 'select' || field.type === 'radio')
      for (const option of field.options) {
        const label = typeof option === 'string' ? option : option.label
        if (typeof label === 'string' && INVARIANT_NAMES.has(label)) continue
        checkText(`${at} option ${typeof option === 'string' ? option : option.value}`, label, problems)
      }
    if (field.type === 'blocks')
      for (const block of field.blocks) {
        checkText(`block ${block.slug} singular`, block.labels?.singular, problems, { optional: false })
        checkText(`block ${block.slug} plural`, block.labels?.plural, problems, { optional: false })
        walkFields(block.fields, `${at}.${block.slug}`, problems)
      }
    if ('fields' in field && Array.isArray(field.fields)) walkFields(field.fields, at, problems)
  }
}

describe('the admin schema in 14 languages', () => {
  it('names every visible collection and global, and labels and explains each field in every locale', () => {
    const problems: Problem[] = []
    for (const collection of config.collections) {
      if (collection.admin?.hidden === true) continue
      checkText(`${collection.slug} singular`, collection.labels.singular, problems, { optional: false })
      checkText(`${collection.slug} plural`, collection.labels.plural, problems, { optional: false })
      checkText(`${collection.slug} description`, collection.admin?.description, problems)
      checkText(`${collection.slug} nav group`, collection.admin?.group, problems)
      walkFields(collection.fields, collection.slug, problems)
    }
    for (const global of config.globals) {
      if (global.admin?.hidden === true) continue
      checkText(`${global.slug} label`, global.label, problems, { optional: false })
      checkText(`${global.slug} description`, global.admin?.description, problems)
      walkFields(global.fields, global.slug, problems)
    }
    expect(problems).toEqual([])
  })

  it("names the rich-text editor's blocks and their fields in every locale (they live inside the editor's config)", () => {
    const problems: Problem[] = []
    for (const block of [...CONTENT_BLOCKS, ...CONTENT_INLINE_BLOCKS]) {
      checkText(`rich-text block ${block.slug} singular`, block.labels?.singular, problems, { optional: false })
      checkText(`rich-text block ${block.slug} plural`, block.labels?.plural, problems, { optional: false })
      walkFields(block.fields, `rich-text ${block.slug}`, problems)
    }
    expect(problems).toEqual([])
  })

  it('reads them from the message files: the Arabic admin shows Arabic', () => {
    const posts = config.collections.find((collection) => collection.slug === 'posts')!
    expect(posts.labels.plural).toMatchObject({ en: 'Posts', ar: 'التدوينات' })
    const title = posts.fields.find((field) => 'name' in field && field.name === 'title') as { label: unknown }
    expect(title.label).toMatchObject({ en: 'Title', fr: 'Titre', ar: 'العنوان' })
  })

  it('heads a document untitled in the edited language by its English title wherever the title is localized', () => {
    const localizedTitle = config.collections.filter((collection) => {
      const field = collection.fields.find(
        (candidate) => 'name' in candidate && candidate.name === collection.admin.useAsTitle,
      )
      return Boolean(field && 'localized' in field && field.localized)
    })
    expect(localizedTitle.map((collection) => collection.slug)).toEqual(
      expect.arrayContaining(['posts', 'pages', 'faqs']),
    )
    for (const collection of localizedTitle)
      expect(collection.admin.components?.edit?.beforeDocumentControls, collection.slug).toContain(
        TITLE_FALLBACK_COMPONENT,
      )
  })
})
