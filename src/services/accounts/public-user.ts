import type { Payload } from 'payload'

import type { User } from '../../payload-types'

export type PublicReferral = {
  id: number | string
  _id: number | string
  name: string
  email: string
  createdAt: string
}

/** The user object of spec §3: never the hash, salt, reset tokens or lock fields. */
export type PublicUser = {
  id: number | string
  name: string
  email: string
  role: User['role']
  plan: User['plan']
  createdAt: string
  totalQuestionsAsked: number
  totalReferrals: number
  requestLimit: number
  referralCode: string | null
  referrals: PublicReferral[]
}

export const listReferrals = async ({
  payload,
  userId,
}: {
  payload: Payload
  userId: number | string
}): Promise<PublicReferral[]> => {
  const result = await payload.find({
    collection: 'users',
    where: { referredBy: { equals: userId } },
    sort: '-createdAt',
    limit: 500,
    depth: 0,
    overrideAccess: true,
    select: { name: true, email: true, createdAt: true },
  })
  return result.docs.map((doc) => ({
    id: doc.id,
    _id: doc.id,
    name: doc.name,
    email: doc.email,
    createdAt: doc.createdAt,
  }))
}

/** `ada.lovelace@example.org` → `a***@e***.org`: enough to recognise a friend, not to write to them. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  const domain = email.slice(at + 1)
  const dot = domain.lastIndexOf('.')
  const tld = dot > 0 ? domain.slice(dot) : ''
  return `${email[0]}***@${domain[0] ?? ''}***${tld}`
}

/** What a referrer may see of the people they referred (decisions.md): a first name and a masked e-mail. */
export const asSeenByReferrer = (referral: PublicReferral): PublicReferral => ({
  ...referral,
  name: referral.name.trim().split(/\s+/)[0] ?? '',
  email: maskEmail(referral.email),
})

export const toPublicUser = async ({
  payload,
  user,
  referrals: known,
}: {
  payload: Payload
  user: User
  /** Already loaded referrals (lists); otherwise fetched for this one user. */
  referrals?: PublicReferral[]
}): Promise<PublicUser> => {
  const referrals = (known ?? (await listReferrals({ payload, userId: user.id }))).map(asSeenByReferrer)
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    plan: user.plan,
    createdAt: user.createdAt,
    totalQuestionsAsked: user.totalQuestionsAsked ?? 0,
    totalReferrals: referrals.length,
    requestLimit: user.requestLimit,
    referralCode: user.referralCode ?? null,
    referrals,
  }
}
