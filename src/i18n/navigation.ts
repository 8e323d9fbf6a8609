import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** Locale-aware redirects and router. Links use `./link` (next/link, no routing library on the page). */
export const { redirect, useRouter } = createNavigation(routing)
