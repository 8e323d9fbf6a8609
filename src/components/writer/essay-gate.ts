'use client'

import type { WriterProfile } from './writer-api'
import { useWriter } from './WriterProvider'

/**
 * Whether a new essay can be started (issue 38: the writer home said no, the sidebar and
 * /dashboard/writer/create still walked through five steps to a refusal). One rule for every way
 * in — the home's Start Writing, the sidebar's Content Generator, the create page, Regenerate —
 * read from GET /api/writer/profile, the allowance the server itself enforces.
 */
export const isEssayAllowanceSpent = (profile: WriterProfile | undefined): boolean =>
  Boolean(profile && !profile.essays.isUnlimited && profile.essays.remaining === 0)

export const useEssayGate = () => {
  const { profile } = useWriter()
  return { isKnown: profile !== undefined, isSpent: isEssayAllowanceSpent(profile), profile }
}
