/** Server sort parameter: a field name, `-` prefixed when descending. */
export type SortState<F extends string> = { field: F; descending: boolean }

export const sortParam = <F extends string>({ field, descending }: SortState<F>) => (descending ? `-${field}` : field)

/** First click on a column sorts it descending (spec §2); clicking the same column again toggles. */
export const nextSort = <F extends string>(current: SortState<F>, field: F): SortState<F> =>
  current.field === field ? { field, descending: !current.descending } : { field, descending: true }
