import { CLIENT_JS } from './stripe-js/client'
import { ELEMENTS_JS } from './stripe-js/elements'
import { GROUP_JS } from './stripe-js/group'
import { MODAL_JS } from './stripe-js/modal'
import { VALIDATION_JS } from './stripe-js/validation'

/**
 * Source of a stand-in for https://js.stripe.com (v3 and the `endive/stripe.js` that
 * `@stripe/stripe-js` injects). Browser tests serve it for those URLs, e.g.
 * `page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: fakeStripeJsSource(fake.url) }))`.
 *
 * It defines `window.Stripe` (with `version` and `_registerWrapper`, which the loader and the React
 * wrapper look for), renders card fields as real inputs, and sends every API call to `apiBase`
 * with the publishable key. Card data never leaves the page except to the fake.
 */
export const fakeStripeJsSource = (apiBase: string): string =>
  [
    '(function () {',
    "  'use strict'",
    '  if (window.Stripe && window.Stripe.__fake) return',
    `  var API_BASE = ${JSON.stringify(apiBase.replace(/\/+$/, ''))}`,
    VALIDATION_JS,
    ELEMENTS_JS,
    GROUP_JS,
    MODAL_JS,
    CLIENT_JS,
    '  function Stripe(key, options) {',
    '    return createStripe(key, options)',
    '  }',
    "  Stripe.version = 'endive'",
    '  Stripe._registerWrapper = function () {}',
    '  Stripe.__fake = { apiBase: API_BASE }',
    '  window.Stripe = Stripe',
    '})()',
    '',
  ].join('\n')
