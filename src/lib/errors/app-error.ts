/** The closed set of application errors and their HTTP status (spec §8). */
export const APP_ERROR_STATUS = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  rateLimited: 429,
  unavailable: 503,
} as const

export type AppErrorCode = keyof typeof APP_ERROR_STATUS

/** An expected failure with a message safe to show the user and, optionally, the field it concerns. */
export class AppError extends Error {
  readonly code: AppErrorCode
  readonly status: number
  readonly field?: string
  readonly details?: Record<string, unknown>

  constructor(
    code: AppErrorCode,
    message: string,
    options: { field?: string; details?: Record<string, unknown> } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.status = APP_ERROR_STATUS[code]
    this.field = options.field
    this.details = options.details
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError
