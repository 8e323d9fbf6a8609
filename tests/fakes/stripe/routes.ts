import { billingPortalRoutes } from './resources/billing-portal'
import { catalogRoutes } from './resources/catalog'
import { connectRoutes } from './resources/connect'
import { customerBalanceRoutes } from './resources/customer-balance'
import { customerRoutes } from './resources/customers'
import { eventRoutes } from './resources/events'
import { invoiceRoutes } from './resources/invoices'
import { paymentIntentRoutes } from './resources/payment-intents'
import { paymentMethodRoutes } from './resources/payment-methods'
import { setupIntentRoutes } from './resources/setup-intents'
import { subscriptionRoutes } from './resources/subscriptions'
import { threeDSecureRoutes } from './resources/three-d-secure'
import type { Route } from './router'

export const ROUTES: readonly Route[] = [
  ...customerBalanceRoutes,
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...catalogRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...paymentIntentRoutes,
  ...setupIntentRoutes,
  ...billingPortalRoutes,
  ...connectRoutes,
  ...eventRoutes,
  ...threeDSecureRoutes,
]
