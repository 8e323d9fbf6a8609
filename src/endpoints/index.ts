import { adminEndpoints } from './admin'
import { trackVisitEndpoint } from './analytics/track'
import { authEndpoints } from './auth'
import { referralEndpoints } from './referral'

/** Custom endpoints mounted under /api (kept clear of collection slugs' REST routes). */
export const endpoints = [trackVisitEndpoint, ...authEndpoints, ...referralEndpoints, ...adminEndpoints]
