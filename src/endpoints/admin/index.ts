import { accessRequestUpdateSchema, adminUserUpdateSchema } from '../../lib/validation/admin'
import { listAccessRequests, updateAccessRequest } from '../../services/admin/access-requests'
import { deleteUser, listUsers, updateUser } from '../../services/admin/users'
import { removeReferral } from '../../services/referrals/referrals'
import { defineEndpoint } from '../define-endpoint'

export const adminEndpoints = [
  defineEndpoint({
    path: '/admin/users',
    method: 'get',
    access: 'admin',
    handler: async ({ req }) => Response.json({ users: await listUsers({ payload: req.payload }) }),
  }),
  defineEndpoint({
    path: '/admin/users/:id',
    method: 'put',
    access: 'admin',
    body: adminUserUpdateSchema,
    handler: async ({ req, body, params, messages }) =>
      Response.json({
        message: 'User updated successfully',
        user: await updateUser({ payload: req.payload, id: params.id!, changes: body, messages }),
      }),
  }),
  defineEndpoint({
    path: '/admin/users/:id',
    method: 'delete',
    access: 'admin',
    handler: async ({ req, params, user }) => {
      await deleteUser({ payload: req.payload, id: params.id!, actingUserId: user.id })
      return Response.json({ message: 'User deleted successfully' })
    },
  }),
  defineEndpoint({
    path: '/admin/users/:id/referrals/:referralId',
    method: 'delete',
    access: 'admin',
    handler: async ({ req, params }) => {
      await removeReferral({ payload: req.payload, referrerId: params.id!, referralId: params.referralId! })
      return Response.json({ message: 'Referral removed successfully' })
    },
  }),
  defineEndpoint({
    path: '/admin/access-requests',
    method: 'get',
    access: 'admin',
    handler: async ({ req }) => Response.json({ requests: await listAccessRequests({ payload: req.payload }) }),
  }),
  defineEndpoint({
    path: '/admin/access-requests/:id',
    method: 'put',
    access: 'admin',
    body: accessRequestUpdateSchema,
    handler: async ({ req, params, body }) => {
      const request = await updateAccessRequest({ payload: req.payload, id: params.id!, status: body.status })
      return Response.json({
        message: `Access request ${body.status} successfully`,
        request: { id: request.id, status: request.status },
      })
    },
  }),
]
