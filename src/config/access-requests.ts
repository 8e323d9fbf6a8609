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
