import { z } from 'zod'

import { ACCESS_REQUEST_STATUSES } from '../../config/access-requests'
import { ROLES } from '../../config/roles'
import { emailSchema } from './auth'

/** Edit User (spec §5): any subset of email, role and weekly request limit. */
export const adminUserUpdateSchema = z
  .object({
    email: emailSchema.optional(),
    role: z.enum(ROLES).optional(),
    requestLimit: z.coerce.number().int().min(0).max(1_000_000).optional(),
  })
  .strict()
  .refine((data) => Object.keys(data).length > 0, { message: 'Nothing to update' })

export const accessRequestUpdateSchema = z.object({ status: z.enum(ACCESS_REQUEST_STATUSES) })
