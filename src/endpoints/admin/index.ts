import {
  accessRequestListQuerySchema,
  accessRequestUpdateSchema,
  adminUserListQuerySchema,
  adminUserUpdateSchema,
} from '../../lib/validation/admin'
import { listAccessRequests, updateAccessRequest } from '../../services/admin/access-requests'
import { adminSummaryStats } from '../../services/admin/summary-stats'
import { listUsers } from '../../services/admin/user-list'
import { deleteUser, getAdminUser, updateUser } from '../../services/admin/users'
import { removeReferral } from '../../services/referrals/referrals'
import { defineEndpoint } from '../define-endpoint'

/** The admin dashboard's API (admins only): summary cards, Users tab, Access Requests tab. */
export const adminEndpoints = [
  defineEndpoint({
    path: '/admin/stats',
    method: 'get',
    access: 'admin',
    handler: async ({ req }) => Response.json(await adminSummaryStats({ payload: req.payload })),
  }),
  defineEndpoint({
    path: '/admin/users',
    method: 'get',
    access: 'admin',
    query: adminUserListQuerySchema,
    handler: async ({ req, query }) => Response.json(await listUsers({ payload: req.payload, query })),
  }),
  defineEndpoint({
    path: '/admin/users/:id',
    method: 'get',
    access: 'admin',
    handler: async ({ req, params }) =>
      Response.json({ user: await getAdminUser({ payload: req.payload, id: params.id! }) }),
  }),
  defineEndpoint({
    path: '/admin/users/:id',
    method: 'put',
    access: 'admin',
    body: adminUserUpdateSchema,
    handler: async ({ req, body, params, user, messages }) =>
      Response.json({
        message: messages.userUpdated,
        user: await updateUser({ payload: req.payload, id: params.id!, changes: body, actingUser: user, messages }),
      }),
  }),
  defineEndpoint({
    path: '/admin/users/:id',
    method: 'delete',
    access: 'admin',
    handler: async ({ req, params, user, messages }) => {
      await deleteUser({ payload: req.payload, id: params.id!, actingUser: user, messages })
      return Response.json({ message: messages.userDeleted })
    },
  }),
  defineEndpoint({
    path: '/admin/users/:id/referrals/:referralId',
    method: 'delete',
    access: 'admin',
    handler: async ({ req, params, messages }) => {
      await removeReferral({ payload: req.payload, referrerId: params.id!, referralId: params.referralId! })
      return Response.json({ message: messages.referralRemoved })
    },
  }),
  defineEndpoint({
    path: '/admin/access-requests',
    method: 'get',
    access: 'admin',
    query: accessRequestListQuerySchema,
    handler: async ({ req, query }) => Response.json(await listAccessRequests({ payload: req.payload, query })),
  }),
  defineEndpoint({
    path: '/admin/access-requests/:id',
    method: 'put',
    access: 'admin',
    body: accessRequestUpdateSchema,
    handler: async ({ req, params, body, messages }) => {
      const request = await updateAccessRequest({ payload: req.payload, id: params.id!, status: body.status })
      return Response.json({
        message: messages[`accessRequest_${body.status}`],
        request: { id: request.id, status: request.status },
      })
    },
  }),
]
