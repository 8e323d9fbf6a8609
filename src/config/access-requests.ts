import { isPaidStatus } from './billing'

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number]

/** The only moves the spec shows: pending → approved | rejected, approved → pending. */
export const ACCESS_REQUEST_TRANSITIONS: Record<AccessRequestStatus, readonly AccessRequestStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['pending'],
  rejected: [],
}

export const canTransition = (from: AccessRequestStatus, to: AccessRequestStatus) =>
  ACCESS_REQUEST_TRANSITIONS[from].includes(to)

/**
 * Who needs no admin approval to ask (decisions.md): admins, and a paid or trialing subscription
 * (its webhook approves the request; until it lands, the subscription itself counts).
 */
export const isApprovalImplied = ({
  role,
  subscriptionStatus,
}: {
  role?: string | null
  subscriptionStatus?: string | null
}) => role === 'admin' || isPaidStatus(subscriptionStatus)

/** What a student is told about their access; `none` = no request on record (e.g. made in /admin). */
export type AccessStatus = AccessRequestStatus | 'none'
