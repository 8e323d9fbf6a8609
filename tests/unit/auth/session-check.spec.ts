import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { type CheckState, createChecker } from '@/components/auth/use-session-check'

/** A checker over a scripted check, with its state as the provider would hold it. */
const setUp = (check: () => Promise<string | null>) => {
  let state: CheckState<string | null> = { data: undefined, error: undefined, isChecking: true }
  const checker = createChecker(check, (update) => (state = update(state)))
  return { checker, state: () => state }
}

const deferred = <T>() => {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('the session check', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks again after a check that got no answer, backing off, and keeps the value unknown meanwhile', async () => {
    const check = vi
      .fn<() => Promise<string | null>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('ada')
    const { checker, state } = setUp(check)
    await checker.run()
    expect(state()).toMatchObject({ data: undefined, isChecking: false })
    expect(state().error).toBeInstanceOf(Error)
    await vi.advanceTimersByTimeAsync(1000)
    expect(check).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(check).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(3)
    expect(state()).toEqual({ data: 'ada', error: undefined, isChecking: false })
  })

  it('joins a check started less than 2 s ago; a refresh starts anew and its answer wins', async () => {
    const first = deferred<string | null>()
    const check = vi.fn<() => Promise<string | null>>().mockReturnValueOnce(first.promise).mockResolvedValue('ada')
    const { checker, state } = setUp(check)
    void checker.run()
    void checker.run()
    expect(check).toHaveBeenCalledTimes(1)
    await checker.refresh()
    expect(check).toHaveBeenCalledTimes(2)
    first.resolve(null)
    await Promise.resolve()
    expect(state().data).toBe('ada')
  })

  it('a value set (sign-in, sign-out) is not overwritten by a check that started before it', async () => {
    const pending = deferred<string | null>()
    const { checker, state } = setUp(() => pending.promise)
    void checker.run()
    checker.set('ada')
    pending.resolve(null)
    await vi.runAllTimersAsync()
    expect(state()).toEqual({ data: 'ada', error: undefined, isChecking: false })
  })
})
