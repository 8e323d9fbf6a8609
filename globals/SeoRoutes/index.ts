import type { Field, GlobalConfig } from 'payload'

import { globalDraftVersions } from '../../collections/shared/drafts'
import { draftGlobalAccess, publishedGlobalHooks } from '../shared'
import { machineDraftedField } from '../../collections/shared/machine-drafted'
import { SEO_ROUTE_KEYS, type SeoRouteKey } from '../../src/config/seo'

const routeGroup = (name: SeoRouteKey): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 120 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 320 },
    { name: 'keywords', type: 'text', localized: true },
  ],
})

export const SeoRoutes: GlobalConfig = {
  slug: 'seo-routes',
  label: 'SEO by page',
  admin: {
    description: 'Search-engine title, description and keywords of each site page. The home page uses Site settings.',
  },
  access: draftGlobalAccess,
  hooks: publishedGlobalHooks,
  versions: globalDraftVersions,
  fields: [...SEO_ROUTE_KEYS.map(routeGroup), machineDraftedField()],
}
