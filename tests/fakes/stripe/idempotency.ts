import { StripeApiError } from './errors'

export type StoredResponse = { status: number; body: string; headers: Record<string, string>; requestId: string }

type Entry = { endpoint: string; params: string; response: Promise<StoredResponse | null> }

export type IdempotentResult = { response: StoredResponse; replayed: boolean }

/**
 * Stripe's idempotency: the first request with a key runs, later ones with the same key get the
 * stored answer without side effects. Requests racing on one key wait for the first to finish, so
 * concurrency still yields one effect. Like Stripe, reusing a key for another endpoint or other
 * parameters is an `idempotency_error`, and answers that never started executing (validation
 * errors, unknown ids) are not stored, so retrying them is safe.
 */
export class IdempotencyCache {
  private entries = new Map<string, Entry>()

  async run(
    key: string,
    endpoint: string,
    params: string,
    execute: () => Promise<StoredResponse>,
  ): Promise<IdempotentResult> {
    for (;;) {
      const existing = this.entries.get(key)
      if (!existing) break
      if (existing.endpoint !== endpoint) {
        throw idempotencyError(
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${existing.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        )
      }
      if (existing.params !== params) {
        throw idempotencyError(
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        )
      }
      const stored = await existing.response
      // The first attempt was not kept (it never started executing): this one runs for real.
      if (stored) return { response: stored, replayed: true }
    }
    let settle: (value: StoredResponse | null) => void = () => undefined
    const entry: Entry = { endpoint, params, response: new Promise((resolve) => (settle = resolve)) }
    this.entries.set(key, entry)
    try {
      const response = await execute()
      const keep = response.status < 400 || response.status === 402
      if (!keep) this.entries.delete(key)
      settle(keep ? response : null)
      return { response, replayed: false }
    } catch (error) {
      this.entries.delete(key)
      settle(null)
      throw error
    }
  }

  clear(): void {
    this.entries.clear()
  }
}

const idempotencyError = (message: string): StripeApiError =>
  new StripeApiError(400, { type: 'idempotency_error', message })
