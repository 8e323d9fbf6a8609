import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { isWellFormedId } from '../../src/lib/document-id'

/**
 * SQL databases use numeric ids. Payload parses the URL id with parseFloat, so `abc` becomes NaN
 * and reaches the query (a 500); a malformed id is simply a document that does not exist.
 */
const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id !== undefined && !isWellFormedId(req.payload.db.defaultIDType, id)) throw new NotFound(req.t)
  return args
}

export const withMalformedIdGuard = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [rejectMalformedId, ...(collection.hooks?.beforeOperation ?? [])] },
})
