import type { Field, GlobalConfig, RichTextField } from 'payload'

import { globalDraftVersions } from '../../collections/shared/drafts'
import { draftGlobalAccess, publishedGlobalHooks } from '../shared'
import { localizedRequired } from '../../collections/shared/localized-required'
import { contentEditor } from '../../fields/rich-text/editor'
import { machineDraftedField } from '../../collections/shared/machine-drafted'

const legalPage = (name: 'terms' | 'privacy' | 'cookies'): Field => ({
  name,
  type: 'group',
  fields: [
    localizedRequired({ name: 'title', type: 'text' }),
    { name: 'lastUpdated', type: 'date', required: true },
    localizedRequired<RichTextField>({ name: 'content', type: 'richText', editor: contentEditor }),
  ],
})

export const Legal: GlobalConfig = {
  slug: 'legal',
  label: 'Legal pages',
  access: draftGlobalAccess,
  hooks: publishedGlobalHooks,
  versions: globalDraftVersions,
  fields: [legalPage('terms'), legalPage('privacy'), legalPage('cookies'), machineDraftedField()],
}
