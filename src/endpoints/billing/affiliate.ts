import { affiliateStats, affiliateStatus, connectAffiliate } from '../../services/billing/affiliates'
import { requireStripe } from '../../services/billing/stripe-client'
import { defineEndpoint } from '../define-endpoint'

/** The affiliate programme is for administrators only for now (spec §6). */
export const affiliateEndpoints = [
  defineEndpoint({
    path: '/affiliate/connect',
    method: 'post',
    access: 'admin',
    handler: async ({ req, user }) =>
      Response.json(await connectAffiliate({ payload: req.payload, stripe: requireStripe(), user })),
  }),
  defineEndpoint({
    path: '/affiliate/status',
    method: 'get',
    access: 'admin',
    handler: async ({ req, user }) =>
      Response.json(await affiliateStatus({ payload: req.payload, stripe: requireStripe(), user })),
  }),
  defineEndpoint({
    path: '/affiliate/stats',
    method: 'get',
    access: 'admin',
    handler: async ({ req, user }) => Response.json(await affiliateStats({ payload: req.payload, user })),
  }),
]
