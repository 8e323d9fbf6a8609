import type { EventBus } from './events'
import type { Store } from './store'

/** What every handler and control helper works on. */
export type FakeContext = {
  store: Store
  events: EventBus
  /** `http://127.0.0.1:<port>`, for URLs the fake hands out (portal, onboarding, 3-D Secure). */
  baseUrl: () => string
}
