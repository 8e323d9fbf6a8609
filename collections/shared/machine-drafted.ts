import type { CheckboxField, FieldHook } from 'payload'

import { MACHINE_DRAFT_CONTEXT } from '../../src/config/translation'

/**
 * The mark stays while people edit the draft (it is still the machine's text underneath) and
 * clears when a person publishes that locale; a draft from English sets it.
 */
const keepUntilPublished: FieldHook = ({ value, siblingData, context }) => {
  if (context[MACHINE_DRAFT_CONTEXT] === true) return true
  if ((siblingData as { _status?: unknown })._status === 'published') return false
  return value ?? false
}

/**
 * The machine-drafted mark of drafted content (posts, help articles, competitors, the drafted
 * globals), per locale. Shown in the sidebar with the "Draft from English" button
 * (src/admin/translation/MachineDraftField.tsx), never edited by hand.
 */
export const machineDraftedField = (): CheckboxField => ({
  name: 'machineDrafted',
  type: 'checkbox',
  localized: true,
  defaultValue: false,
  hooks: { beforeChange: [keepUntilPublished] },
  admin: {
    position: 'sidebar',
    components: { Field: '/src/admin/translation/MachineDraftField#MachineDraftField' },
  },
})
