import type { ServerProps } from 'payload'

import { AdminDashboardClient } from './dashboard/AdminDashboardClient'

/**
 * `admin.components.beforeDashboard`: admins get the Studify dashboard above the collection cards;
 * editors (and anyone else who reaches /admin) get nothing here, so their dashboard stays Payload's
 * stock list of the content they may edit. Decided on the server: no admin markup ever reaches them.
 */
export function AdminDashboard({ user }: ServerProps) {
  if ((user as { role?: string } | undefined)?.role !== 'admin') return null
  return <AdminDashboardClient />
}
