import type { Field } from 'payload'

/** Per-page SEO metadata (spec §3 per-route SEO entry), localized. */
export const seoGroup = (name = 'seo'): Field => ({
  name,
  type: 'group',
  label: 'SEO',
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 120 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 320 },
    { name: 'keywords', type: 'text', localized: true, admin: { description: 'Comma-separated' } },
  ],
})

export const slugField = (overrides: Partial<Field> = {}): Field =>
  ({
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: (value: unknown) =>
      typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
        ? true
        : 'Use lower-case letters, digits and single hyphens',
    admin: { position: 'sidebar' },
    ...overrides,
  }) as Field
