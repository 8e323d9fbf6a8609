import type { CollectionConfig } from 'payload'

import { OVERRIDE_BLOCKS } from '../../blocks'

import { ownDraftsContentAccess } from '../shared/content-access'
import { createdByField } from '../shared/created-by'
import { statusColumnField } from '../shared/status-column'
import { collectionPreview } from '../shared/preview'
import { draftVersions } from '../shared/drafts'
import { publishedContentHooks } from '../shared/revalidate-published'
import { competitorSeoFields, slugField } from '../shared/seo-fields'
import { rowLabelFrom } from '../../fields/row-label'
import { machineDraftedField } from '../shared/machine-drafted'

/** Competitor-alternative landing pages, `/alternative/{slug}` (spec §2, §3). */
export const Competitors: CollectionConfig = {
  slug: 'competitors',
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'publicationStatus', 'slug', 'showInFooter'],
    ...collectionPreview('competitors'),
  },
  // The display name is not localized: a language has a draft where its SEO title is written.
  custom: { statusTextField: 'seoTitle' },
  access: ownDraftsContentAccess('competitors'),
  hooks: publishedContentHooks,
  versions: draftVersions,
  // A deleted document waits in the trash (restore or delete for good), as its versions do.
  trash: true,
  defaultSort: 'order',
  fields: [
    slugField({ admin: { position: 'sidebar', description: 'The competitor id used in the URL' } }),
    { name: 'displayName', type: 'text', required: true },
    ...competitorSeoFields(),
    {
      name: 'comparison',
      label: 'Comparison intro',
      type: 'textarea',
      localized: true,
      admin: {
        description:
          'Opening paragraph of the comparison: what this product is and how Studify differs. Name the product; keep it factual.',
      },
    },
    {
      name: 'comparisonRows',
      label: 'Comparison rows',
      labels: { singular: 'Comparison row', plural: 'Comparison rows' },
      type: 'array',
      localized: true,
      admin: {
        description:
          "Studify vs this product, shown instead of the landing page's generic table. Prices may use {weeklyPrice}, {semesterPrice}, {trialPrice}, {trialHours} and {freeRequests} from the plan catalogue.",
        components: rowLabelFrom('feature'),
      },
      fields: [
        { name: 'feature', label: 'Feature', type: 'text', required: true },
        { name: 'studify', label: 'Studify', type: 'text', required: true },
        { name: 'competitor', label: 'This product', type: 'text', required: true },
      ],
    },
    {
      name: 'blockOverrides',
      label: 'Block overrides',
      type: 'blocks',
      localized: true,
      blocks: OVERRIDE_BLOCKS,
      admin: {
        initCollapsed: true,
        description:
          "This page is the home page with this product's headline and comparison rows. A block added here replaces the home page's block of the same type (a hero replaces its hero, an FAQ its FAQ…), in this language; leave empty to show the home page's blocks.",
      },
    },
    { name: 'showInFooter', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    machineDraftedField(),
    createdByField(),
    statusColumnField(),
  ],
}
