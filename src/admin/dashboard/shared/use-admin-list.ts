'use client'

import { useState } from 'react'

import { type Paged, queryString, useAdminData } from './admin-api'
import { sortParam, type SortState } from './sort'
import { useDebounced } from './use-debounced'

type Filters = Record<string, string>

type Options<F extends Filters, S extends string> = {
  /** The list's API path, without its query. */
  endpoint: string
  /** The message shown when loading fails and the server gives none (spec §8). */
  loadFailed: string
  /** Each filter's starting value ('' = all). */
  filters: F
  /** The starting order, for lists sorted on the server. */
  sort?: SortState<S>
  /** Rows per page, when the list asks for a number. */
  limit?: number
}

/**
 * The state every admin list keeps, in one place: the search (debounced), filters, server-side
 * sort and page, and the page of rows they select, loaded through SWR. Any change of search,
 * filter or order goes back to page 1.
 */
export const useAdminList = <P extends Paged, F extends Filters = Filters, S extends string = string>({
  endpoint,
  loadFailed,
  filters: initialFilters,
  sort: initialSort,
  limit,
}: Options<F, S>) => {
  const [search, setSearchValue] = useState('')
  const [filters, setFilters] = useState<F>(initialFilters)
  const [sort, setSortState] = useState<SortState<S> | undefined>(initialSort)
  const [page, setPage] = useState(1)
  const term = useDebounced(search.trim())

  const path = `${endpoint}${queryString({ search: term, ...filters, sort: sort && sortParam(sort), page, limit })}`
  const { data, error, isLoading, mutate: reload } = useAdminData<P>(path, loadFailed)

  return {
    data,
    error,
    isLoading,
    reload,
    search,
    setSearch: (value: string) => {
      setSearchValue(value)
      setPage(1)
    },
    filters,
    setFilter: <K extends keyof F>(name: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [name]: value }))
      setPage(1)
    },
    sort,
    setSort: (next: SortState<S>) => {
      setSortState(next)
      setPage(1)
    },
    page,
    setPage,
  }
}

export type AdminList<S extends string = string> = {
  data: Paged | undefined
  error: Error | undefined
  isLoading: boolean
  sort: SortState<S> | undefined
  setSort: (next: SortState<S>) => void
  setPage: (page: number) => void
}
