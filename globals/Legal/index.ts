import type { Field, GlobalConfig } from 'payload'

import { globalHooks, publicGlobalAccess } from '../shared'

const legalPage = (name: 'terms' | 'privacy' | 'cookies'): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'lastUpdated', type: 'date', required: true },
    { name: 'content', type: 'richText', required: true, localized: true },
  ],
})

export const Legal: GlobalConfig = {
  slug: 'legal',
  label: 'Legal pages',
  access: publicGlobalAccess,
  hooks: globalHooks,
  fields: [legalPage('terms'), legalPage('privacy'), legalPage('cookies')],
}
