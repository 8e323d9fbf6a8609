import { z } from 'zod'

import { LOCALES } from '../../config/locales'

export const trackVisitSchema = z.object({
  path: z
    .string()
    .min(1)
    .max(512)
    .regex(/^\/[^\s]*$/, 'A path starts with / and has no spaces'),
  sessionId: z
    .string()
    .max(64)
    .regex(/^[\w-]+$/)
    .optional(),
  locale: z.enum(LOCALES).optional(),
})
