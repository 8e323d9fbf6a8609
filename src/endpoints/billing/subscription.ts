import {
  paymentMethodSchema,
  pauseSubscriptionSchema,
  portalSessionSchema,
  subscriptionCreateSchema,
} from '../../lib/validation/billing'
import { chooseFreePlan } from '../../services/billing/choose-free-plan'
import { createPortalSession } from '../../services/billing/portal'
import { createSubscription } from '../../services/billing/create-subscription'
import { pauseSubscription, resumeSubscription } from '../../services/billing/pause-subscription'
import { currentSubscription } from '../../services/billing/current-subscription'
import {
  addPaymentMethod,
  listPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
} from '../../services/billing/payment-methods'
import { requireStripe } from '../../services/billing/stripe-client'
import { defineEndpoint } from '../define-endpoint'

export const subscriptionEndpoints = [
  defineEndpoint({
    path: '/subscription/create',
    method: 'post',
    access: 'user',
    body: subscriptionCreateSchema,
    handler: async ({ req, user, body }) =>
      Response.json(await createSubscription({ payload: req.payload, stripe: requireStripe(), user, ...body })),
  }),
  defineEndpoint({
    path: '/subscription/current',
    method: 'get',
    access: 'user',
    handler: async ({ req, user }) => Response.json(await currentSubscription({ payload: req.payload, user })),
  }),
  defineEndpoint({
    path: '/subscription/free',
    method: 'post',
    access: 'user',
    handler: async ({ req, user, messages }) =>
      Response.json(await chooseFreePlan({ payload: req.payload, user, messages })),
  }),
  defineEndpoint({
    path: '/subscription/portal',
    method: 'post',
    access: 'user',
    body: portalSessionSchema,
    handler: async ({ user, body }) =>
      Response.json(await createPortalSession({ stripe: requireStripe(), user, flow: body.flow })),
  }),
  defineEndpoint({
    path: '/subscription/pause',
    method: 'post',
    access: 'user',
    body: pauseSubscriptionSchema,
    handler: async ({ req, user, body, messages }) =>
      Response.json(
        await pauseSubscription({ payload: req.payload, stripe: requireStripe(), user, messages, ...body }),
      ),
  }),
  defineEndpoint({
    path: '/subscription/resume',
    method: 'post',
    access: 'user',
    handler: async ({ req, user, messages }) =>
      Response.json(await resumeSubscription({ payload: req.payload, stripe: requireStripe(), user, messages })),
  }),
  defineEndpoint({
    path: '/subscription/payment-methods',
    method: 'get',
    access: 'user',
    handler: async ({ req, user }) =>
      Response.json(await listPaymentMethods({ payload: req.payload, stripe: requireStripe(), user })),
  }),
  defineEndpoint({
    path: '/subscription/payment-methods',
    method: 'post',
    access: 'user',
    body: paymentMethodSchema,
    handler: async ({ req, user, body }) => {
      await addPaymentMethod({ payload: req.payload, stripe: requireStripe(), user, ...body })
      return Response.json({ success: true }, { status: 201 })
    },
  }),
  defineEndpoint({
    path: '/subscription/payment-methods/default',
    method: 'post',
    access: 'user',
    body: paymentMethodSchema,
    handler: async ({ req, user, body }) => {
      await setDefaultPaymentMethod({ payload: req.payload, stripe: requireStripe(), user, ...body })
      return Response.json({ success: true })
    },
  }),
  defineEndpoint({
    path: '/subscription/payment-methods/:id',
    method: 'delete',
    access: 'user',
    handler: async ({ req, user, params }) => {
      const { paymentMethodId } = paymentMethodSchema.parse({ paymentMethodId: params.id })
      await removePaymentMethod({ payload: req.payload, stripe: requireStripe(), user, paymentMethodId })
      return Response.json({ success: true })
    },
  }),
]
