export type StripeErrorType =
  'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error' | 'authentication_error'

export type StripeErrorBody = {
  type: StripeErrorType
  message: string
  code?: string
  param?: string
  decline_code?: string
  doc_url?: string
  /** Card errors carry the intent they happened on, like Stripe's. */
  payment_intent?: unknown
  setup_intent?: unknown
  payment_method?: unknown
}

/** Thrown by handlers; the server turns it into Stripe's `{ error: {...} }` envelope and status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message)
  }
}

const docUrl = (code: string | undefined): string | undefined =>
  code ? `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` : undefined

export const invalidRequest = (message: string, param?: string, code?: string, status = 400): StripeApiError =>
  new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  })

/** Stripe's wording for unknown ids, e.g. "No such customer: 'cus_123'". */
export const resourceMissing = (resource: string, id: string, param = 'id'): StripeApiError =>
  invalidRequest(`No such ${resource}: '${id}'`, param, 'resource_missing', 404)

export const cardError = (
  message: string,
  code: string,
  extra: Partial<
    Pick<StripeErrorBody, 'decline_code' | 'param' | 'payment_intent' | 'setup_intent' | 'payment_method'>
  > = {},
): StripeApiError => new StripeApiError(402, { type: 'card_error', message, code, doc_url: docUrl(code), ...extra })

export const authenticationError = (message: string): StripeApiError =>
  new StripeApiError(401, { type: 'invalid_request_error', message })
