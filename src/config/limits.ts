/** Business constants of spec §9 that the schema and validation share. */
export const FREE_WEEKLY_REQUEST_LIMIT = 10
export const REQUESTS_PER_REFERRAL = 10
/** Referrals that earn their bonus in one week (UTC, Monday start): a farm of accounts earns little. */
export const REFERRAL_CREDITS_PER_WEEK = 5
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** Largest JSON (or other non-multipart) body the API reads; CMS documents are far smaller. */
export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024
/** Deepest nesting of a JSON body (rich text stays well under it); deeper is refused before parsing. */
export const MAX_JSON_DEPTH = 64
/** Largest multipart body: the biggest legitimate one is a report with two images at the cap. */
export const MAX_MULTIPART_BODY_BYTES = 2 * MAX_UPLOAD_BYTES + 256 * 1024
export const MAX_QUESTION_LENGTH = 500
export const MIN_PASSWORD_LENGTH = 8
export const MIN_NAME_LENGTH = 2
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 10 * 60 * 1000
/** Session JWT lifetime in seconds (7 days; "remember me" is a cookie concern). */
export const TOKEN_EXPIRATION_SECONDS = 7 * 24 * 60 * 60
export const MAX_PASSWORD_LENGTH = 128
export const MAX_NAME_LENGTH = 100

/** Per-IP limits on unauthenticated account actions, counted in the database (shared by all servers). */
/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24

export const RATE_LIMITS = {
  register: { limit: 10, windowMs: 60 * 60 * 1000 },
  login: { limit: 30, windowMs: 15 * 60 * 1000 },
  forgotPassword: { limit: 5, windowMs: 60 * 60 * 1000 },
  resetPassword: { limit: 10, windowMs: 60 * 60 * 1000 },
  confirmEmail: { limit: 10, windowMs: 60 * 60 * 1000 },
  wrongAnswerReport: { limit: 30, windowMs: 60 * 60 * 1000 },
  // Anonymous page visits: far above one person's browsing (a school's shared address included),
  // low enough that one address cannot inflate the analytics.
  trackVisit: { limit: 300, windowMs: 60 * 60 * 1000 },
  // Model-backed editor actions ("Draft from English"), per account: each draft is read and
  // published by a person, so 10 every quarter of an hour is above a translator's pace and stops a
  // script's burst.
  machineDraft: { limit: 10, windowMs: 15 * 60 * 1000 },
} as const
export type RateLimitedAction = keyof typeof RATE_LIMITS

export const REFERRAL_CODE_LENGTH = 8

/** Paid plans are "unlimited": this weekly cap only stops automated abuse (issue 6). */
export const PAID_WEEKLY_ABUSE_CAP = 2000

/** Essays have their own weekly allowance (decisions.md): free accounts 2, paid plans "unlimited". */
export const FREE_WEEKLY_ESSAY_LIMIT = 2
/** The paid plans' essay cap: far above any student's week, it only stops automated abuse. */
export const PAID_WEEKLY_ESSAY_ABUSE_CAP = 100
