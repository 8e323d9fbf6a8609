import { generateReferralCode, referralStats } from '../../services/referrals/referrals'
import { defineEndpoint } from '../define-endpoint'

/** POST /api/referral/generate → {success, referralCode, message} (idempotent). */
export const generateReferralEndpoint = defineEndpoint({
  path: '/referral/generate',
  method: 'post',
  access: 'user',
  handler: async ({ req, user }) => {
    const { referralCode, isNew } = await generateReferralCode({ payload: req.payload, user })
    return Response.json({
      success: true,
      referralCode,
      message: isNew ? 'Referral code generated' : 'Referral code already exists',
    })
  },
})

/** GET /api/referral/stats → Referral data of spec §3 plus requestLimit. */
export const referralStatsEndpoint = defineEndpoint({
  path: '/referral/stats',
  method: 'get',
  access: 'user',
  handler: async ({ req, user }) => {
    const fresh = await req.payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
    return Response.json(await referralStats({ payload: req.payload, user: fresh }))
  },
})

export const referralEndpoints = [generateReferralEndpoint, referralStatsEndpoint]
