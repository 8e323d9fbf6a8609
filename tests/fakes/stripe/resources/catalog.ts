import type { FakeContext } from '../context'
import { invalidRequest, resourceMissing } from '../errors'
import type { Params } from '../form'
import { listResponse, newestFirst, route, type Route } from '../router'
import type { FakePrice, FakeProduct } from '../types'

type Interval = 'day' | 'week' | 'month' | 'year'
const INTERVALS: readonly string[] = ['day', 'week', 'month', 'year']

export const getPrice = (fake: FakeContext, id: string, param = 'price'): FakePrice => {
  const price = fake.store.prices.get(id)
  if (!price) throw resourceMissing('price', id, param)
  return price
}

const getProduct = (fake: FakeContext, id: string, param = 'product'): FakeProduct => {
  const product = fake.store.products.get(id)
  if (!product) throw resourceMissing('product', id, param)
  return product
}

const updateProduct = (fake: FakeContext, product: FakeProduct, p: Params): FakeProduct => {
  product.name = p.string('name') ?? product.name
  const description = p.nullableString('description')
  if (description !== undefined) product.description = description
  product.active = p.bool('active') ?? product.active
  product.metadata = p.metadata(product.metadata)
  product.updated = fake.store.now()
  return product
}

export const createProduct = (fake: FakeContext, p: Params): FakeProduct => {
  const id = p.string('id') ?? fake.store.newId('prod')
  if (fake.store.products.has(id)) {
    throw invalidRequest(`Product already exists.`, 'id', 'resource_already_exists')
  }
  const product: FakeProduct = {
    id,
    object: 'product',
    active: true,
    created: fake.store.now(),
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: p.requiredString('name'),
    package_dimensions: null,
    shippable: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: fake.store.now(),
    url: null,
  }
  fake.store.products.set(id, product)
  return updateProduct(fake, product, p)
}

/** Lookup keys are unique; `transfer_lookup_key` moves one from its current price, as in Stripe. */
const claimLookupKey = (fake: FakeContext, price: FakePrice, key: string | null, transfer: boolean): void => {
  if (key !== null) {
    const holder = [...fake.store.prices.values()].find((other) => other.lookup_key === key && other.id !== price.id)
    if (holder && !transfer) {
      throw invalidRequest(
        `A price (\`${holder.id}\`) already uses that lookup key. Set \`transfer_lookup_key\` to true to transfer the lookup key to this price.`,
        'lookup_key',
      )
    }
    if (holder) holder.lookup_key = null
  }
  price.lookup_key = key
}

const recurringOf = (p: Params | undefined): FakePrice['recurring'] => {
  if (!p) return null
  const interval = p.requiredString('interval')
  if (!INTERVALS.includes(interval))
    throw invalidRequest(`Invalid recurring[interval]: ${interval}`, 'recurring[interval]')
  return {
    interval: interval as Interval,
    interval_count: p.int('interval_count') ?? 1,
    meter: null,
    trial_period_days: p.int('trial_period_days') ?? null,
    usage_type: 'licensed',
  }
}

export const createPrice = (fake: FakeContext, p: Params): FakePrice => {
  const productData = p.child('product_data')
  const productId = productData ? createProduct(fake, productData).id : getProduct(fake, p.requiredString('product')).id
  const unitAmount = p.int('unit_amount')
  if (unitAmount === undefined)
    throw invalidRequest('Missing required param: unit_amount.', 'unit_amount', 'parameter_missing')
  const recurring = recurringOf(p.child('recurring'))
  const price: FakePrice = {
    id: fake.store.newId('price'),
    object: 'price',
    active: p.bool('active') ?? true,
    billing_scheme: 'per_unit',
    created: fake.store.now(),
    currency: p.requiredString('currency').toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: p.metadata(),
    nickname: p.string('nickname') ?? null,
    product: productId,
    recurring,
    tax_behavior: (p.string('tax_behavior') as FakePrice['tax_behavior'] | undefined) ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  }
  claimLookupKey(fake, price, p.string('lookup_key') ?? null, p.bool('transfer_lookup_key') ?? false)
  fake.store.prices.set(price.id, price)
  return price
}

const updatePrice = (fake: FakeContext, price: FakePrice, p: Params): FakePrice => {
  price.active = p.bool('active') ?? price.active
  price.metadata = p.metadata(price.metadata)
  const nickname = p.nullableString('nickname')
  if (nickname !== undefined) price.nickname = nickname
  const lookupKey = p.nullableString('lookup_key')
  if (lookupKey !== undefined) claimLookupKey(fake, price, lookupKey, p.bool('transfer_lookup_key') ?? false)
  return price
}

export const catalogRoutes: Route[] = [
  route('POST', '/v1/products', (req, fake) => createProduct(fake, req.body)),
  route('GET', '/v1/products', (req, fake) => {
    const active = req.body.bool('active')
    const ids = req.body.strings('ids')
    const products = newestFirst(fake.store.products.values()).filter(
      (product) =>
        (active === undefined || product.active === active) && (ids.length === 0 || ids.includes(product.id)),
    )
    return listResponse(products, req, '/v1/products')
  }),
  route('GET', '/v1/products/:id', (req, fake) => getProduct(fake, req.params.id ?? '', 'id')),
  route('POST', '/v1/products/:id', (req, fake) =>
    updateProduct(fake, getProduct(fake, req.params.id ?? '', 'id'), req.body),
  ),
  route('POST', '/v1/prices', (req, fake) => createPrice(fake, req.body)),
  route('GET', '/v1/prices', (req, fake) => {
    const p = req.body
    const active = p.bool('active')
    const lookupKeys = p.strings('lookup_keys')
    const product = p.string('product')
    const type = p.string('type')
    const currency = p.string('currency')
    const prices = newestFirst(fake.store.prices.values()).filter(
      (price) =>
        (active === undefined || price.active === active) &&
        (lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
        (!product || price.product === product) &&
        (!type || price.type === type) &&
        (!currency || price.currency === currency),
    )
    return listResponse(prices, req, '/v1/prices')
  }),
  route('GET', '/v1/prices/:id', (req, fake) => getPrice(fake, req.params.id ?? '', 'id')),
  route('POST', '/v1/prices/:id', (req, fake) =>
    updatePrice(fake, getPrice(fake, req.params.id ?? '', 'id'), req.body),
  ),
]
