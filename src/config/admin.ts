/** The admin lists' paging, sort keys and the account states the Users tab shows (one source). */
export const ADMIN_PAGE_SIZE = { default: 20, max: 100 } as const

export const USER_SORT_KEYS = ['name', 'role', 'createdAt', 'totalQuestionsAsked', 'totalReferrals', 'status'] as const
export type UserSortKey = (typeof USER_SORT_KEYS)[number]

export const ACCESS_REQUEST_SORT_KEYS = [
  'user',
  'createdAt',
  'totalQuestionsAsked',
  'totalReferrals',
  'status',
] as const
export type AccessRequestSortKey = (typeof ACCESS_REQUEST_SORT_KEYS)[number]

/**
 * What an account can do right now, most telling first: locked out of sign-in, paying, no plan
 * chosen yet, or where its access request stands (admins and editors are always active).
 */
export const ACCOUNT_STATUSES = ['locked', 'paid', 'onboarding', 'pending', 'rejected', 'active'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

export type SortSpec<Key extends string> = { key: Key; isDescending: boolean }

/** `-createdAt` → createdAt, descending; unknown keys are refused by the zod schema before this. */
export const parseSort = <Key extends string>(value: string): SortSpec<Key> => ({
  key: value.replace(/^-/, '') as Key,
  isDescending: value.startsWith('-'),
})
