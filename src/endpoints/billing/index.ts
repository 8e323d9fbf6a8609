import { affiliateEndpoints } from './affiliate'
import { billingConfigEndpoint } from './config'
import { subscriptionEndpoints } from './subscription'
import { stripeWebhookEndpoint } from './webhook'

export const billingEndpoints = [
  billingConfigEndpoint,
  ...subscriptionEndpoints,
  stripeWebhookEndpoint,
  ...affiliateEndpoints,
]
