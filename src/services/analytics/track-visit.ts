import type { Payload } from 'payload'

import type { Locale } from '../../config/locales'

export type TrackVisitInput = { payload: Payload; path: string; sessionId?: string; locale?: Locale }

/**
 * Stores one visit. The browser already sends each path once per session; the same
 * (session, path) pair is still stored once here, so a retried request never counts twice.
 */
export const trackVisit = async ({
  payload,
  path,
  sessionId,
  locale,
}: TrackVisitInput): Promise<{ isRecorded: boolean }> => {
  if (sessionId) {
    const existing = await payload.count({
      collection: 'visits',
      where: { and: [{ sessionId: { equals: sessionId } }, { path: { equals: path } }] },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) return { isRecorded: false }
  }
  await payload.create({ collection: 'visits', data: { path, sessionId, locale }, overrideAccess: true })
  return { isRecorded: true }
}
