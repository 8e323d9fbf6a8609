import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { Field, TextareaField, TextField } from 'payload'

import { SEO_LIMITS } from '../../src/config/seo'
import { localizedRequired } from './localized-required'

/**
 * Per-page SEO metadata, localized, with the SEO plugin's length indicators, checklist and
 * search-result preview. Empty fields fall back to the page's own title, summary and image when
 * the page is rendered (src/lib/seo-defaults.ts), so they are optional.
 */
export const seoGroup = (name = 'seo'): Field => {
  const paths = { titlePath: `${name}.title`, descriptionPath: `${name}.description` }
  return {
    name,
    type: 'group',
    label: 'SEO',
    fields: [
      OverviewField({ ...paths, imagePath: `${name}.image` }),
      MetaTitleField({ overrides: { maxLength: SEO_LIMITS.titleMax } }),
      MetaDescriptionField({ overrides: { maxLength: SEO_LIMITS.descriptionMax } }),
      MetaImageField({ relationTo: 'media' }),
      { name: 'keywords', type: 'text', localized: true, admin: { description: 'Comma-separated' } },
      PreviewField({ ...paths, hasGenerateFn: true }),
    ],
  }
}

/**
 * Competitor pages keep their required top-level SEO fields (seoTitle…), shown with the SEO
 * plugin's length indicators, checklist and search-result preview.
 */
export const competitorSeoFields = (): Field[] => {
  const paths = { titlePath: 'seoTitle', descriptionPath: 'seoDescription' }
  return [
    OverviewField(paths),
    localizedRequired(MetaTitleField({ overrides: { name: 'seoTitle', maxLength: SEO_LIMITS.titleMax } }) as TextField),
    localizedRequired(
      MetaDescriptionField({
        overrides: { name: 'seoDescription', maxLength: SEO_LIMITS.descriptionMax },
      }) as TextareaField,
    ),
    localizedRequired({ name: 'seoKeywords', type: 'text' }),
    PreviewField({ ...paths, hasGenerateFn: true }),
  ]
}

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
