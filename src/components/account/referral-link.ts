/** The shareable link of spec §2's Referral Program page: `{origin}/signup?ref={code}`. */
export const referralLink = (origin: string, code: string) => `${origin}/signup?ref=${encodeURIComponent(code)}`

/** How long the "Copied!" confirmation stays (spec §9). */
export const COPIED_MS = 2000

/** The Referral Program page's data, shared through the same SWR key so both views stay in sync. */
export const REFERRAL_STATS_KEY = '/api/referral/stats'
