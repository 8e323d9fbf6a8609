import type { FakeContext } from '../context'
import { invalidRequest, resourceMissing } from '../errors'
import type { Params } from '../form'
import { listResponse, newestFirst, RawReply, route, type Route } from '../router'
import { page } from '../html'
import type { FakeAccount } from '../types'

const ACCOUNT_TYPES: readonly string[] = ['express', 'standard', 'custom']

export const getAccount = (fake: FakeContext, id: string, param = 'account'): FakeAccount => {
  const account = fake.store.accounts.get(id)
  if (!account) throw resourceMissing('account', id, param)
  return account
}

const requestedCapabilities = (p: Params | undefined): FakeAccount['capabilities'] => {
  const capabilities: Record<string, 'inactive'> = {}
  for (const name of Object.keys(p?.raw ?? {})) {
    if (p?.child(name)?.bool('requested')) capabilities[name] = 'inactive'
  }
  return capabilities
}

const createAccount = (fake: FakeContext, p: Params): FakeAccount => {
  const type = p.string('type') ?? 'express'
  if (!ACCOUNT_TYPES.includes(type))
    throw invalidRequest(`Invalid type: must be one of express, standard, or custom`, 'type')
  const account: FakeAccount = {
    id: fake.store.newId('acct'),
    object: 'account',
    business_type: (p.string('business_type') as FakeAccount['business_type'] | undefined) ?? null,
    capabilities: requestedCapabilities(p.child('capabilities')),
    charges_enabled: false,
    country: p.string('country') ?? 'US',
    created: fake.store.now(),
    default_currency: 'usd',
    details_submitted: false,
    email: p.string('email') ?? null,
    metadata: p.metadata(),
    payouts_enabled: false,
    type: type as FakeAccount['type'],
  }
  fake.store.accounts.set(account.id, account)
  return account
}

/** What finishing Stripe's hosted onboarding does; emits the Connect `account.updated` event. */
export const completeConnectOnboarding = (fake: FakeContext, id: string): FakeAccount => {
  const account = getAccount(fake, id)
  const before = structuredClone(account)
  account.details_submitted = true
  account.payouts_enabled = true
  account.charges_enabled = true
  account.capabilities = Object.fromEntries(Object.keys(account.capabilities ?? {}).map((name) => [name, 'active']))
  fake.events.emit(
    'account.updated',
    account,
    {
      details_submitted: before.details_submitted,
      payouts_enabled: before.payouts_enabled,
      charges_enabled: before.charges_enabled,
      capabilities: before.capabilities,
    },
    { account: account.id },
  )
  return account
}

export const connectRoutes: Route[] = [
  route('POST', '/v1/accounts', (req, fake) => createAccount(fake, req.body)),
  route('GET', '/v1/accounts', (req, fake) =>
    listResponse(newestFirst(fake.store.accounts.values()), req, '/v1/accounts'),
  ),
  route('GET', '/v1/accounts/:id', (req, fake) => getAccount(fake, req.params.id ?? '', 'id')),
  route('POST', '/v1/accounts/:id', (req, fake) => {
    const account = getAccount(fake, req.params.id ?? '', 'id')
    account.email = req.body.string('email') ?? account.email
    account.metadata = req.body.metadata(account.metadata ?? {})
    return account
  }),
  route('POST', '/v1/account_links', (req, fake) => {
    const p = req.body
    const account = getAccount(fake, p.requiredString('account'))
    const type = p.requiredString('type')
    if (type !== 'account_onboarding' && type !== 'account_update') {
      throw invalidRequest(`Invalid type: must be one of account_onboarding or account_update`, 'type')
    }
    const query = new URLSearchParams({
      return: p.requiredString('return_url'),
      refresh: p.string('refresh_url') ?? '',
    })
    const now = fake.store.now()
    return {
      object: 'account_link',
      created: now,
      expires_at: now + 300,
      url: `${fake.baseUrl()}/__fake/connect/${account.id}?${query}`,
    }
  }),
  route('POST', '/v1/accounts/:id/login_links', (req, fake) => {
    const account = getAccount(fake, req.params.id ?? '', 'account')
    return {
      object: 'login_link',
      created: fake.store.now(),
      url: `${fake.baseUrl()}/__fake/connect/${account.id}/dashboard`,
    }
  }),
  route(
    'GET',
    '/__fake/connect/:id',
    (req, fake) => {
      const account = completeConnectOnboarding(fake, req.params.id ?? '')
      const back = req.query.get('return')
      if (back) return RawReply.redirect(back)
      return RawReply.html(page('Onboarding complete', `<p>${account.id}</p>`))
    },
    { access: 'public' },
  ),
  route(
    'GET',
    '/__fake/connect/:id/dashboard',
    (req, fake) => {
      const account = getAccount(fake, req.params.id ?? '', 'account')
      return RawReply.html(page('Express dashboard', `<p>${account.id}</p>`))
    },
    { access: 'public' },
  ),
]
