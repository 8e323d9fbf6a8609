/** Runtime settings read from the environment in one place. */
export const serverUrl = (): string =>
  (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')

export const isProduction = (): boolean => process.env.NODE_ENV === 'production'
