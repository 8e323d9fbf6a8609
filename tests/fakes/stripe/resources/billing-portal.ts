import { updateSubscriptionWith } from '../billing/subscriptions'
import type { FakeContext } from '../context'
import { resourceMissing } from '../errors'
import { escapeHtml, page } from '../html'
import { RawReply, route, type Route } from '../router'
import type { FakePortalSession, FakeSubscription } from '../types'
import { getCustomer } from './customers'

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
  return page('Billing portal', `<p>Customer ${escapeHtml(session.customer)}</p><ul>${rows}</ul>${cancel}${back}`)
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
      flow: null,
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
