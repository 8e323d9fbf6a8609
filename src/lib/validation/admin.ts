import { z } from 'zod'

// Before any schema is built: zod probes for eval when an object schema is created.
import './zod-browser'

import { ACCESS_REQUEST_STATUSES } from '../../config/access-requests'
import { ACCESS_REQUEST_SORT_KEYS, ADMIN_PAGE_SIZE, USER_SORT_KEYS } from '../../config/admin'
import { LOCALES } from '../../config/locales'
import { WRONG_ANSWER_REPORT_STATUSES } from '../../config/reports'
import { ROLES } from '../../config/roles'
import { emailSchema } from './auth'

/** Edit User (spec §5): any subset of email, role, allowed locales and weekly request limit. */
export const adminUserUpdateSchema = z
  .object({
    email: emailSchema.optional(),
    role: z.enum(ROLES).optional(),
    // A translator's languages; an empty list means all of them.
    allowedLocales: z
      .array(z.enum(LOCALES))
      .max(LOCALES.length)
      .transform((locales) => LOCALES.filter((locale) => locales.includes(locale)))
      .optional(),
    requestLimit: z.coerce.number().int().min(0).max(1_000_000).optional(),
  })
  .strict()
  .refine((data) => Object.keys(data).length > 0, { message: 'Nothing to update' })

export const accessRequestUpdateSchema = z.object({ status: z.enum(ACCESS_REQUEST_STATUSES) })

const sortOf = <const Keys extends readonly [string, ...string[]]>(keys: Keys) =>
  z.enum([...keys, ...keys.map((key) => `-${key}`)] as [string, ...string[]])

const pageFields = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE.max).default(ADMIN_PAGE_SIZE.default),
  search: z.string().trim().max(200).default(''),
}

export const adminUserListQuerySchema = z.object({
  ...pageFields,
  role: z.enum(ROLES).optional(),
  sort: sortOf(USER_SORT_KEYS).default('-createdAt'),
})
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>

export const accessRequestListQuerySchema = z.object({
  ...pageFields,
  status: z.enum(ACCESS_REQUEST_STATUSES).optional(),
  sort: sortOf(ACCESS_REQUEST_SORT_KEYS).default('-createdAt'),
})
export type AccessRequestListQuery = z.infer<typeof accessRequestListQuerySchema>

export const reportListQuerySchema = z.object({
  page: pageFields.page,
  limit: pageFields.limit,
  status: z.enum(WRONG_ANSWER_REPORT_STATUSES).optional(),
})
export type ReportListQuery = z.infer<typeof reportListQuerySchema>

export const reportUpdateSchema = z.object({ status: z.enum(WRONG_ANSWER_REPORT_STATUSES) }).strict()
