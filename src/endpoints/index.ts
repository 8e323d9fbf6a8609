import { trackVisitEndpoint } from './analytics/track'

/** Custom endpoints mounted under /api (kept clear of collection slugs' REST routes). */
export const endpoints = [trackVisitEndpoint]
