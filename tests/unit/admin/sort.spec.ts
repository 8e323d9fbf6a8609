import { describe, expect, it } from 'vitest'

import { nextSort, sortParam } from '@/admin/dashboard/shared/sort'
import { queryString } from '@/admin/dashboard/shared/admin-api'

describe('column sorting', () => {
  it('sorts a new column descending first, then toggles (spec §2)', () => {
    const first = nextSort({ field: 'createdAt', descending: true }, 'totalReferrals')
    expect(first).toEqual({ field: 'totalReferrals', descending: true })
    const second = nextSort(first, 'totalReferrals')
    expect(second).toEqual({ field: 'totalReferrals', descending: false })
    expect(nextSort(second, 'totalReferrals')).toEqual({ field: 'totalReferrals', descending: true })
  })

  it('writes the server sort parameter with a leading - for descending', () => {
    expect(sortParam({ field: 'name', descending: true })).toBe('-name')
    expect(sortParam({ field: 'name', descending: false })).toBe('name')
  })

  it('builds query strings from the set values only', () => {
    expect(queryString({ search: '', role: 'admin', page: 2, sort: undefined, x: null })).toBe('?role=admin&page=2')
    expect(queryString({ search: 'a b&c' })).toBe('?search=a+b%26c')
    expect(queryString({})).toBe('')
  })
})
