import type { UIField } from 'payload'

/**
 * The lists' Status column (issue 34 item 12): each document's published, draft and scheduled
 * languages (src/admin/status/StatusCell.tsx). A column only: nothing is stored, and the edit view
 * shows nothing for it (its own status is in the document controls).
 */
export const statusColumnField = (): UIField => ({
  name: 'publicationStatus',
  type: 'ui',
  admin: {
    disableBulkEdit: true,
    components: { Cell: '/src/admin/status/StatusCell#StatusCell' },
  },
})
