import { updateSubscriptionWith } from '../billing/subscriptions'
import type { FakeContext } from '../context'
import { invalidRequest, resourceMissing } from '../errors'
import type { Params } from '../form'
import { escapeHtml, page } from '../html'
import { RawReply, route, type Route } from '../router'
import type { FakePortalSession, FakeSubscription } from '../types'
import { getCustomer } from './customers'
import { getSubscription } from './subscriptions'

const getSession = (fake: FakeContext, id: string): FakePortalSession => {
  const session = fake.store.portalSessions.get(id)
  if (!session) throw resourceMissing('billing_portal.session', id)
  return session
}

const liveSubscriptions = (fake: FakeContext, customer: string): FakeSubscription[] =>
  [...fake.store.subscriptions.values()].filter(
    (subscription) =>
      subscription.customer === customer && ['active', 'trialing', 'past_due'].includes(subscription.status),
  )

/**
 * `flow_data` as Stripe takes it: only the cancellation deep link is modelled, for a live
 * subscription of the session's customer; the portal page then opens on confirming it.
 */
const portalFlow = (fake: FakeContext, customer: string, flowData: Params | undefined): FakePortalSession['flow'] => {
  if (!flowData) return null
  const type = flowData.requiredString('type')
  if (type !== 'subscription_cancel') throw invalidRequest(`Invalid flow_data[type]: ${type}`, 'flow_data[type]')
  const id = flowData.child('subscription_cancel')?.requiredString('subscription')
  if (!id)
    throw invalidRequest('Missing required param: flow_data[subscription_cancel].', 'flow_data', 'parameter_missing')
  const subscription = getSubscription(fake, id, 'flow_data[subscription_cancel][subscription]')
  if (subscription.customer !== customer || !liveSubscriptions(fake, customer).includes(subscription)) {
    throw invalidRequest('The subscription cannot be cancelled from this portal session.', 'flow_data')
  }
  const redirect = flowData.child('after_completion')?.child('redirect')?.string('return_url') ?? null
  return {
    type,
    subscription_cancel: { retention: null, subscription: id },
    after_completion: redirect
      ? { type: 'redirect', redirect: { return_url: redirect }, hosted_confirmation: null }
      : { type: 'portal_homepage', redirect: null, hosted_confirmation: null },
    subscription_update: null,
    subscription_update_confirm: null,
  } as unknown as FakePortalSession['flow']
}

const portalPage = (fake: FakeContext, session: FakePortalSession): string => {
  const subscriptions = liveSubscriptions(fake, session.customer)
  const rows = subscriptions
    .map((subscription) => {
      const item = subscription.items.data[0]
      const ends = subscription.cancel_at_period_end ? ' — cancels at period end' : ''
      return `<li data-subscription="${subscription.id}">${escapeHtml(item?.price.id ?? '')}: ${subscription.status}${ends}</li>`
    })
    .join('')
  const cancellable = subscriptions.some((subscription) => !subscription.cancel_at_period_end)
  const cancel = cancellable
    ? `<form method="post" action="/__fake/portal/${session.id}/cancel"><button type="submit">Cancel plan</button></form>`
    : ''
  const back = session.return_url ? `<p><a href="${escapeHtml(session.return_url)}">Return to the app</a></p>` : ''
  const heading = session.flow?.type === 'subscription_cancel' ? '<h1>Cancel your plan</h1>' : ''
  return page(
    'Billing portal',
    `${heading}<p>Customer ${escapeHtml(session.customer)}</p><ul>${rows}</ul>${cancel}${back}`,
  )
}

export const billingPortalRoutes: Route[] = [
  route('POST', '/v1/billing_portal/sessions', (req, fake) => {
    const customer = getCustomer(fake, req.body.requiredString('customer'))
    const id = fake.store.newId('bps')
    const session: FakePortalSession = {
      id,
      object: 'billing_portal.session',
      configuration: req.body.string('configuration') ?? 'bpc_fake_default',
      created: fake.store.now(),
      customer: customer.id,
      customer_account: null,
      flow: portalFlow(fake, customer.id, req.body.child('flow_data')),
      livemode: false,
      locale: (req.body.string('locale') as FakePortalSession['locale'] | undefined) ?? null,
      on_behalf_of: null,
      return_url: req.body.string('return_url') ?? null,
      url: `${fake.baseUrl()}/__fake/portal/${id}`,
    }
    fake.store.portalSessions.set(id, session)
    return session
  }),
  route(
    'GET',
    '/__fake/portal/:id',
    (req, fake) => RawReply.html(portalPage(fake, getSession(fake, req.params.id ?? ''))),
    {
      access: 'public',
    },
  ),
  route(
    'POST',
    '/__fake/portal/:id/cancel',
    (req, fake) => {
      const session = getSession(fake, req.params.id ?? '')
      for (const subscription of liveSubscriptions(fake, session.customer)) {
        if (subscription.cancel_at_period_end) continue
        updateSubscriptionWith(fake, subscription, () => {
          subscription.cancel_at_period_end = true
          subscription.cancel_at = subscription.items.data[0]?.current_period_end ?? fake.store.now()
          subscription.canceled_at = fake.store.now()
          subscription.cancellation_details = {
            comment: null,
            feedback: null,
            feedback_option: null,
            reason: 'cancellation_requested',
          }
        })
      }
      return RawReply.redirect(`/__fake/portal/${session.id}`, 303)
    },
    { access: 'public' },
  ),
]
