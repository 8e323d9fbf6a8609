import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

const isPositiveInteger = (id: unknown) =>
  (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && /^\d+$/.test(id))

/**
 * SQL databases use numeric ids. Payload parses the URL id with parseFloat, so `abc` becomes NaN
 * and reaches the query (a 500); a malformed id is simply a document that does not exist.
 */
const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  const isNumericIdDatabase = req.payload.db.defaultIDType === 'number'
  if (id !== undefined && isNumericIdDatabase && !isPositiveInteger(id)) throw new NotFound(req.t)
  return args
}

export const withMalformedIdGuard = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [rejectMalformedId, ...(collection.hooks?.beforeOperation ?? [])] },
})
