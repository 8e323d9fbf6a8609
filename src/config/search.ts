/** What the site search covers (one source for the index and the results page). */
export const SEARCH_COLLECTIONS = ['posts', 'help-articles'] as const
export type SearchCollection = (typeof SEARCH_COLLECTIONS)[number]

/** Longest query read; longer input is cut (a search box, not a document). */
export const SEARCH_QUERY_MAX = 100
export const SEARCH_RESULTS_LIMIT = 20
