import { accessStatusEndpoint } from './access'
import { adminEndpoints } from './admin'
import { answerEndpoints } from './answers'
import { detailedStatsEndpoint } from './analytics/detailed-stats'
import { trackVisitEndpoint } from './analytics/track'
import { authEndpoints } from './auth'
import { billingEndpoints } from './billing'
import { trackDownloadEndpoint } from './downloads'
import { extensionSessionEndpoints } from './extension-token'
import { referralEndpoints } from './referral'
import { reportEndpoints } from './reports'
import { translationEndpoints } from './translation'
import { writerEndpoints } from './writer'

/** Custom endpoints mounted under /api (kept clear of collection slugs' REST routes). */
export const endpoints = [
  trackVisitEndpoint,
  detailedStatsEndpoint,
  ...authEndpoints,
  accessStatusEndpoint,
  ...extensionSessionEndpoints,
  ...referralEndpoints,
  ...adminEndpoints,
  ...reportEndpoints,
  ...billingEndpoints,
  trackDownloadEndpoint,
  ...answerEndpoints,
  ...writerEndpoints,
  ...translationEndpoints,
]
