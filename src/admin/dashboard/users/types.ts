import type { AccountStatus, UserSortKey } from '../../../config/admin'
import type { Locale } from '../../../config/locales'
import type { Role } from '../../../config/roles'
import type { Paged } from '../shared/admin-api'

export type AdminUserRow = {
  id: number | string
  name: string
  email: string
  role: Role
  /** A translator's languages; empty means all of them. */
  allowedLocales: Locale[]
  plan: string | null
  createdAt: string
  totalQuestionsAsked: number
  totalReferrals: number
  requestLimit: number
  status: AccountStatus
}

export type Referral = { id: number | string; name: string; email: string; createdAt: string }

export type UsersPage = Paged & { users: AdminUserRow[] }

export type { UserSortKey }
