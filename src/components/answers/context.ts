'use client'

import { createContext, useContext } from 'react'

import type { AnswersClient } from './api/client'

/**
 * Where the answer UI sends the student for what happens elsewhere on the site. The site passes
 * its own paths; the extension the site's absolute addresses (opened in a new tab).
 */
export type AnswersLinks = {
  /** The wrong-answer report form, prefilled with this answer. */
  report: (answerId: string) => string
  /** Plans: unlimited answers. */
  upgrade: string
  /** The trial checkout (instant access while a free account waits for approval). */
  trial: string
  /** Referrals: more questions for each friend who joins. */
  referrals: string
  /** `_blank` where links must open a new tab (the extension's panel). */
  target?: '_blank'
}

export type AnswersHost = { client: AnswersClient; links: AnswersLinks }

const AnswersContext = createContext<AnswersHost | null>(null)
export const AnswersHostProvider = AnswersContext.Provider

export const useAnswersHost = (): AnswersHost => {
  const host = useContext(AnswersContext)
  if (!host) throw new Error('The answer UI needs an AnswersHostProvider')
  return host
}
