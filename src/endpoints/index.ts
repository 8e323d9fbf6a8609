import { adminEndpoints } from './admin'
import { answerEndpoints } from './answers'
import { trackVisitEndpoint } from './analytics/track'
import { authEndpoints } from './auth'
import { billingEndpoints } from './billing'
import { trackDownloadEndpoint } from './downloads'
import { extensionTokenEndpoint } from './extension-token'
import { referralEndpoints } from './referral'
import { reportEndpoints } from './reports'

/** Custom endpoints mounted under /api (kept clear of collection slugs' REST routes). */
export const endpoints = [
  trackVisitEndpoint,
  ...authEndpoints,
  extensionTokenEndpoint,
  ...referralEndpoints,
  ...adminEndpoints,
  ...reportEndpoints,
  ...billingEndpoints,
  trackDownloadEndpoint,
  ...answerEndpoints,
]
