import { authenticatePaymentIntent } from '../billing/payments'
import type { FakeContext } from '../context'
import { invalidRequest, resourceMissing } from '../errors'
import { escapeHtml, page } from '../html'
import { RawReply, route, type ApiRequest, type Route } from '../router'
import { getPaymentIntent } from './payment-intents'
import { authenticateSetupIntent, getSetupIntent } from './setup-intents'

const resultOf = (req: ApiRequest): 'succeed' | 'fail' => {
  const result = req.body.requiredString('result')
  if (result !== 'succeed' && result !== 'fail') throw invalidRequest('result must be succeed or fail', 'result')
  return result
}

/** Redirect-based flows (the hosted challenge page) go back to the app like Stripe's return_url. */
const finish = (
  req: ApiRequest,
  intent: { id: string; client_secret: string | null; status: string },
  kind: 'payment_intent' | 'setup_intent',
) => {
  const back = req.body.string('return_url')
  if (!back) return intent
  const url = new URL(back)
  url.searchParams.set(kind, intent.id)
  url.searchParams.set(`${kind}_client_secret`, intent.client_secret ?? '')
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed')
  return RawReply.redirect(url.toString(), 303)
}

const challengePage = (fake: FakeContext, id: string, returnUrl: string | null): string => {
  const kind = id.startsWith('seti_') ? 'setup_intents' : 'payment_intents'
  if (kind === 'setup_intents') getSetupIntent(fake, id)
  else if (!fake.store.paymentIntents.has(id)) throw resourceMissing('payment_intent', id)
  const back = returnUrl ? `<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">` : ''
  const button = (result: string, label: string) =>
    `<form method="post" action="/__fake/${kind}/${id}/authenticate"><input type="hidden" name="result" value="${result}">${back}<button type="submit">${label}</button></form>`
  return page(
    '3D Secure authentication',
    `<p>Test authentication for ${id}</p>${button('succeed', 'Complete authentication')}${button('fail', 'Fail authentication')}`,
  )
}

export const threeDSecureRoutes: Route[] = [
  route(
    'POST',
    '/__fake/payment_intents/:id/authenticate',
    (req, fake) =>
      finish(
        req,
        authenticatePaymentIntent(fake, getPaymentIntent(fake, req.params.id ?? ''), resultOf(req)),
        'payment_intent',
      ),
    { access: 'public' },
  ),
  route(
    'POST',
    '/__fake/setup_intents/:id/authenticate',
    (req, fake) =>
      finish(
        req,
        authenticateSetupIntent(fake, getSetupIntent(fake, req.params.id ?? ''), resultOf(req)),
        'setup_intent',
      ),
    { access: 'public' },
  ),
  route(
    'GET',
    '/__fake/3ds/:id',
    (req, fake) => RawReply.html(challengePage(fake, req.params.id ?? '', req.query.get('return_url'))),
    {
      access: 'public',
    },
  ),
]
