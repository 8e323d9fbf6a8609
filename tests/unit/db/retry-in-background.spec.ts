import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BACKGROUND_RETRY, retryInBackground } from '@/services/db/retry-in-background'

const outage = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
const logger = { warn: vi.fn(), error: vi.fn() }
const payload = { logger } as unknown as Payload

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

describe('retryInBackground', () => {
  it('runs the task once when the database answers', async () => {
    const task = vi.fn().mockResolvedValue(undefined)
    await retryInBackground({ payload, what: 'tidy up', task })
    expect(task).toHaveBeenCalledTimes(1)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('returns after the first attempt, then retries every interval while the database is away', async () => {
    const task = vi.fn().mockRejectedValueOnce(outage()).mockRejectedValueOnce(outage()).mockResolvedValue(undefined)
    await retryInBackground({ payload, what: 'tidy up', task })
    expect(task).toHaveBeenCalledTimes(1)
    expect(logger.warn).toHaveBeenCalledWith({ msg: 'will tidy up once the database answers' })
    await vi.advanceTimersByTimeAsync(BACKGROUND_RETRY.intervalMs)
    expect(task).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(BACKGROUND_RETRY.intervalMs * 5)
    expect(task).toHaveBeenCalledTimes(3)
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('gives up, logged, after its last attempt', async () => {
    const task = vi.fn().mockRejectedValue(outage())
    await retryInBackground({ payload, what: 'tidy up', task })
    await vi.advanceTimersByTimeAsync(BACKGROUND_RETRY.intervalMs * (BACKGROUND_RETRY.attempts + 5))
    expect(task).toHaveBeenCalledTimes(BACKGROUND_RETRY.attempts)
    expect(logger.error).toHaveBeenCalledTimes(1)
    expect(logger.error.mock.calls[0]![0]).toMatchObject({ msg: 'could not tidy up' })
  })

  it('does not retry an error that is not an outage', async () => {
    const task = vi.fn().mockRejectedValue(new Error('violates foreign key constraint'))
    await retryInBackground({ payload, what: 'tidy up', task })
    await vi.advanceTimersByTimeAsync(BACKGROUND_RETRY.intervalMs * 3)
    expect(task).toHaveBeenCalledTimes(1)
    expect(logger.error).toHaveBeenCalledTimes(1)
  })
})
