/**
 * Whether a client-supplied id can name a document at all. SQL databases use positive integer
 * ids (up to JavaScript's safe range); anything else names no document and must not reach a
 * query, where it would fail as a database error instead of "not found". MongoDB ids are strings.
 */
export const isWellFormedId = (idType: 'number' | 'text', id: unknown): boolean => {
  if (idType !== 'number') return typeof id === 'string' ? id.length > 0 : typeof id === 'number'
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0
  return typeof id === 'string' && /^\d{1,15}$/.test(id) && Number(id) > 0
}
