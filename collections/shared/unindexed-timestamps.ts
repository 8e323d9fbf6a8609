import type { Field } from 'payload'

/**
 * Payload's createdAt and updatedAt as it adds them (hidden, set by Payload on every write), but
 * without their default index: for a write-heavy collection whose own indexes already cover the
 * reads. A collection that declares these fields gets them instead of Payload's.
 */
export const unindexedTimestamps: Field[] = [
  {
    name: 'updatedAt',
    type: 'date',
    admin: { disableBulkEdit: true, hidden: true },
    label: ({ t }) => t('general:updatedAt'),
  },
  {
    name: 'createdAt',
    type: 'date',
    admin: { disableBulkEdit: true, hidden: true },
    label: ({ t }) => t('general:createdAt'),
  },
]
