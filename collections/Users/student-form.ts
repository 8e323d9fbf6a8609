import { isAdminAreaRole } from '../../src/config/roles'

/**
 * The student-only fields (weekly limit, plan, referral, Stripe billing) are hidden on a staff
 * account's form: admins, editors and contributors (translators included) are not students
 * (issue 34 item 11). Their stored values stay; only the form leaves them out.
 */
export const isStudentForm = (data: { role?: string | null } | undefined): boolean => !isAdminAreaRole(data?.role)
