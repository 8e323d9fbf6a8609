import type { CollectionConfig, Field } from 'payload'

import { PAGE_BLOCKS } from '../../blocks'
import { HOME_PAGE_SLUG, isReservedPageSlug } from '../../src/config/pages'
import { ownDraftsContentAccess } from '../shared/content-access'
import { createdByField } from '../shared/created-by'
import { statusColumnField } from '../shared/status-column'
import { localizedTitleSearch } from '../shared/list-search'
import { draftVersions } from '../shared/drafts'
import { localizedRequired } from '../shared/localized-required'
import { machineDraftedField } from '../shared/machine-drafted'
import { collectionPreview } from '../shared/preview'
import { publishedContentHooks } from '../shared/revalidate-published'
import { seoGroup, slugField } from '../shared/seo-fields'

const slugRule = slugField({
  admin: {
    position: 'sidebar',
    description: `The page's address: /{slug} (/fr/{slug} in French). "${HOME_PAGE_SLUG}" is the home page.`,
  },
}) as Field & { validate: (value: unknown) => true | string }

/**
 * Marketing pages made of blocks (issue 24): the home page (slug `home`) and any page an editor
 * adds at `/{slug}` without a deploy. Each language has its own list of blocks (`layout` is
 * localized) and its own published status, as posts do.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    listSearchableFields: localizedTitleSearch('title'),
    defaultColumns: ['title', 'publicationStatus', 'slug', 'updatedAt'],
    ...collectionPreview('pages'),
  },
  access: ownDraftsContentAccess('pages'),
  hooks: publishedContentHooks,
  versions: draftVersions,
  trash: true,
  // What a link to a page (a button, a redirect) reads of it.
  defaultPopulate: { title: true, slug: true },
  fields: [
    localizedRequired({
      name: 'title',
      type: 'text',
      admin: { description: 'Names the page in the admin and in the browser tab when SEO has no title.' },
    }),
    {
      ...slugRule,
      validate: (value: unknown) => {
        const valid = slugRule.validate(value)
        if (valid !== true) return valid
        return isReservedPageSlug(value as string) ? 'This address is one of the site’s own pages' : true
      },
    } as Field,
    {
      name: 'layout',
      type: 'blocks',
      localized: true,
      blocks: PAGE_BLOCKS,
      // Open, so a block an editor adds shows its fields at once ("Collapse All" folds them).
      admin: {
        description:
          'The sections of the page, top to bottom, in this language. Reorder with each block’s menu (Move Up / Move Down) or by dragging.',
      },
    },
    seoGroup(),
    machineDraftedField(),
    createdByField(),
    statusColumnField(),
  ],
}
