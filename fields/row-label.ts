import type { ArrayField } from 'payload'

/** `admin.components.RowLabel` of an array whose rows are titled by the text of `labelField`. */
export const rowLabelFrom = (labelField: string): NonNullable<NonNullable<ArrayField['admin']>['components']> => ({
  RowLabel: { path: '/src/admin/ArrayRowLabel#ArrayRowLabel', clientProps: { labelField } },
})
