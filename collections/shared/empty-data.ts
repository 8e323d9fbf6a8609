import type { CollectionBeforeOperationHook, CollectionConfig, GlobalConfig } from 'payload'

/**
 * A create or update that carries no data at all (a form without `_payload`, a file alone)
 * writes nothing: Payload's field hooks would otherwise run on `undefined` and fail with a 500.
 */
const emptyDataFor = <Args extends object>(operation: string, args: Args): Args =>
  (operation === 'create' || operation === 'update') && (args as { data?: unknown }).data === undefined
    ? { ...args, data: {} }
    : args

const collectionHook: CollectionBeforeOperationHook = ({ args, operation }) =>
  emptyDataFor(operation, args as object) as typeof args

export const withEmptyDataDefault = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [collectionHook, ...(collection.hooks?.beforeOperation ?? [])] },
})

export const withEmptyGlobalDataDefault = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: {
    ...global.hooks,
    beforeOperation: [({ args, operation }) => emptyDataFor(operation, args), ...(global.hooks?.beforeOperation ?? [])],
  },
})
