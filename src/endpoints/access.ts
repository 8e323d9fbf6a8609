import { accessStatus } from '../services/accounts/access-status'
import { defineEndpoint } from './define-endpoint'

/**
 * GET /api/access/status — whether the signed-in account may ask (pending, approved, rejected),
 * read by the dashboard, /download and the extension panel.
 */
export const accessStatusEndpoint = defineEndpoint({
  path: '/access/status',
  method: 'get',
  access: 'user',
  handler: async ({ req, user }) =>
    Response.json(await accessStatus({ payload: req.payload, user }), { headers: { 'cache-control': 'no-store' } }),
})
