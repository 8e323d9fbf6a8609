import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

/**
 * SQL databases use numeric ids. Payload passes a non-numeric id (e.g. GET /api/posts/abc) to the
 * query and answers 500; a malformed id is simply a document that does not exist.
 */
const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  const isNumericIdDatabase = req.payload.db.defaultIDType === 'number'
  if (id !== undefined && isNumericIdDatabase && !/^\d+$/.test(String(id))) throw new NotFound(req.t)
  return args
}

export const withMalformedIdGuard = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [rejectMalformedId, ...(collection.hooks?.beforeOperation ?? [])] },
})
