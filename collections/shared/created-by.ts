import type { RelationshipField } from 'payload'

import { readsDraftsField } from '../../src/access'

/**
 * Who created a document (issue 34 item 12): a contributor may delete or trash the drafts she
 * created that were never published (src/access/own-drafts.ts), and may edit the files she
 * uploaded (media). Set here, never from what a request sends: the account that creates the
 * document, unchanged afterwards (a document from before this field has none: nobody's own).
 */
export const createdByField = (): RelationshipField => ({
  name: 'createdBy',
  type: 'relationship',
  relationTo: 'users',
  index: true,
  // An id, never the account itself: the content is public, and who wrote it is staff business.
  maxDepth: 0,
  access: { read: readsDraftsField },
  hooks: {
    beforeChange: [
      ({ operation, previousValue, req }) => (operation === 'create' ? (req.user?.id ?? null) : previousValue),
    ],
  },
  admin: { position: 'sidebar', readOnly: true },
})
