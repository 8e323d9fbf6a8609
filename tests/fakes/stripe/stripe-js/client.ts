/**
 * The `Stripe(publishableKey)` object: talks to the fake API with the publishable key, the way
 * Stripe.js does, and runs the 3-D Secure modal when an intent needs it. Browser source text,
 * see validation.ts; API_BASE is defined by the wrapper in stripe-js.ts.
 */
export const CLIENT_JS = String.raw`
  function encodeForm(params) {
    var pairs = []
    ;(function walk(value, key) {
      if (value === undefined || value === null) return
      if (typeof value === 'object') {
        Object.keys(value).forEach(function (name) { walk(value[name], key ? key + '[' + name + ']' : name) })
        return
      }
      pairs.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(value)))
    })(params, '')
    return pairs.join('&')
  }

  function request(key, method, path, params) {
    var url = API_BASE + path
    var body = encodeForm(params || {})
    var init = { method: method, headers: { Authorization: 'Bearer ' + key } }
    if (method === 'GET') {
      if (body) url += (url.indexOf('?') < 0 ? '?' : '&') + body
    } else {
      init.headers['Content-Type'] = 'application/x-www-form-urlencoded'
      init.body = body
    }
    return fetch(url, init)
      .then(function (response) {
        return response.json().then(function (json) {
          return { ok: response.ok, body: json }
        })
      })
      .catch(function (error) {
        var message = 'Could not reach the fake Stripe API: ' + (error && error.message)
        return { ok: false, body: { error: { type: 'api_connection_error', message: message } } }
      })
  }

  function intentIdFrom(clientSecret) {
    var secret = String(clientSecret || '')
    var index = secret.indexOf('_secret_')
    return index > 0 ? secret.slice(0, index) : null
  }

  function wrapIntent(kind, intent) {
    return kind === 'payment' ? { paymentIntent: intent } : { setupIntent: intent }
  }

  var WALLET_CARD = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 5, cvc: '123' }

  function createPaymentMethod(key, first, second, third) {
    var params = typeof first === 'string' ? Object.assign({ type: first, card: second }, third || {}) : first || {}
    var extra = params.elements ? params.params || {} : params
    var group = params.elements ? params.elements._fake : params.card && params.card._fake && params.card._fake.group
    if (!group) return Promise.reject(integrationError('createPaymentMethod needs a card Element or { elements }.'))
    // After an Express Checkout confirm the wallet supplies the card, not the page's card fields.
    var read = params.elements && group.expressPending ? { card: WALLET_CARD } : readCard(group)
    if (read.error) return Promise.resolve({ error: read.error })
    var body = { type: 'card', card: read.card, billing_details: extra.billing_details, metadata: extra.metadata }
    return request(key, 'POST', '/v1/payment_methods', body).then(function (result) {
      return result.ok ? { paymentMethod: result.body } : { error: result.body.error }
    })
  }

  // payment_method may be an id, or { card: element, billing_details } like Stripe.js accepts.
  function paymentMethodId(key, method) {
    if (!method) return Promise.resolve({ id: null })
    if (typeof method === 'string') return Promise.resolve({ id: method })
    if (method.card) {
      return createPaymentMethod(key, { type: 'card', card: method.card, billing_details: method.billing_details }).then(
        function (result) { return result.error ? { error: result.error } : { id: result.paymentMethod.id } },
      )
    }
    return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Invalid value for payment_method.' } })
  }

  function authenticate(kind, key, intent) {
    var path = '/__fake/' + (kind === 'payment' ? 'payment_intents/' : 'setup_intents/') + intent.id + '/authenticate'
    return showChallenge().then(function (answer) {
      return request(key, 'POST', path, { result: answer }).then(function (result) {
        if (!result.ok) return { error: result.body.error }
        var updated = result.body
        if (updated.status === 'succeeded' || updated.status === 'processing') return wrapIntent(kind, updated)
        var last = (kind === 'payment' ? updated.last_payment_error : updated.last_setup_error) || {}
        var error = {
          type: 'invalid_request_error',
          code: last.code || kind + '_intent_authentication_failure',
          message: last.message || 'We are unable to authenticate your payment method.',
        }
        error[kind === 'payment' ? 'payment_intent' : 'setup_intent'] = updated
        return { error: error }
      })
    })
  }

  function confirmIntent(kind, key, clientSecret, method, options) {
    var id = intentIdFrom(clientSecret)
    if (!id) return Promise.reject(integrationError('Invalid value for the intent secret: value should be a client_secret string.'))
    var path = (kind === 'payment' ? '/v1/payment_intents/' : '/v1/setup_intents/') + id + '/confirm'
    return paymentMethodId(key, method).then(function (resolved) {
      if (resolved.error) return { error: resolved.error }
      var body = { client_secret: clientSecret, payment_method: resolved.id || undefined }
      return request(key, 'POST', path, body).then(function (result) {
        if (!result.ok) return { error: result.body.error }
        var intent = result.body
        if (intent.status !== 'requires_action' || (options && options.handleActions === false)) return wrapIntent(kind, intent)
        return authenticate(kind, key, intent)
      })
    })
  }

  function redirectAfter(kind, result, clientSecret, returnUrl) {
    var intent = result.paymentIntent || result.setupIntent
    if (!intent || !returnUrl) return
    var url = new URL(returnUrl, window.location.href)
    url.searchParams.set(kind + '_intent', intent.id)
    url.searchParams.set(kind + '_intent_client_secret', clientSecret)
    url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed')
    window.location.assign(url.toString())
  }

  // confirmPayment / confirmSetup with Elements: card fields, or Link when the Express button was used.
  function confirmWithElements(kind, key, params) {
    params = params || {}
    var confirmParams = params.confirmParams || {}
    var group = params.elements && params.elements._fake
    var clientSecret = params.clientSecret || (group && group.options.clientSecret)
    var method
    if (confirmParams.payment_method) method = Promise.resolve(confirmParams.payment_method)
    else if (group && (group.expressPending || (!hasCardFields(group) && group.byType.expressCheckout))) {
      group.expressPending = false
      method = Promise.resolve('pm_card_visa')
    } else if (group) {
      var billing = confirmParams.payment_method_data && confirmParams.payment_method_data.billing_details
      method = createPaymentMethod(key, { elements: params.elements, params: { billing_details: billing } }).then(function (result) {
        return result.error ? { error: result.error } : result.paymentMethod.id
      })
    } else method = Promise.resolve(null)
    return method.then(function (resolved) {
      if (resolved && resolved.error) return { error: resolved.error }
      return confirmIntent(kind, key, clientSecret, resolved, {}).then(function (result) {
        if (!result.error && params.redirect !== 'if_required') redirectAfter(kind, result, clientSecret, confirmParams.return_url)
        return result
      })
    })
  }

  function handleNextAction(key, params) {
    var clientSecret = params && params.clientSecret
    var id = intentIdFrom(clientSecret)
    if (!id) return Promise.reject(integrationError('handleNextAction needs { clientSecret }.'))
    if (id.indexOf('seti_') === 0) return authenticate('setup', key, { id: id })
    return request(key, 'GET', '/v1/payment_intents/' + id, { client_secret: clientSecret }).then(function (result) {
      if (!result.ok) return { error: result.body.error }
      if (result.body.status !== 'requires_action') return { paymentIntent: result.body }
      return authenticate('payment', key, result.body)
    })
  }

  function createStripe(key, options) {
    if (typeof key !== 'string' || !key) {
      throw integrationError('Please call Stripe() with your publishable key. You used an empty string.')
    }
    var noop = function () {}
    return {
      _apiKey: key,
      _options: options || {},
      elements: function (elementsOptions) { return createElementsGroup(elementsOptions) },
      createPaymentMethod: function (a, b, c) { return createPaymentMethod(key, a, b, c) },
      createToken: function () {
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'The fake Stripe.js does not support tokens; use createPaymentMethod.' } })
      },
      confirmCardPayment: function (clientSecret, data, confirmOptions) {
        return confirmIntent('payment', key, clientSecret, data && data.payment_method, confirmOptions)
      },
      confirmPayment: function (params) { return confirmWithElements('payment', key, params) },
      confirmCardSetup: function (clientSecret, data, confirmOptions) {
        return confirmIntent('setup', key, clientSecret, data && data.payment_method, confirmOptions)
      },
      confirmSetup: function (params) { return confirmWithElements('setup', key, params) },
      handleNextAction: function (params) { return handleNextAction(key, params) },
      handleCardAction: function (clientSecret) { return handleNextAction(key, { clientSecret: clientSecret }) },
      retrievePaymentIntent: function (clientSecret) {
        var id = intentIdFrom(clientSecret)
        if (!id) return Promise.reject(integrationError('Invalid value for retrievePaymentIntent: value should be a client_secret string.'))
        return request(key, 'GET', '/v1/payment_intents/' + id, { client_secret: clientSecret }).then(function (result) {
          return result.ok ? { paymentIntent: result.body } : { error: result.body.error }
        })
      },
      paymentRequest: function () {
        return { canMakePayment: function () { return Promise.resolve(null) }, on: noop, off: noop, show: noop, update: noop }
      },
      registerAppInfo: noop,
      _registerWrapper: noop,
    }
  }
`
