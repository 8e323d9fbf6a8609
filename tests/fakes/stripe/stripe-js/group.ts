/**
 * The `elements()` group, and reading a card out of its card element(s) the way Stripe.js does at
 * submit time. Browser source text, see validation.ts.
 */
export const GROUP_JS = String.raw`
  function createElementsGroup(options) {
    var group = { byType: {}, options: Object.assign({}, options || {}), expressPending: false }
    var elements = {
      create: function (type, elementOptions) {
        var element = createElement(group, type, elementOptions)
        group.byType[type] = element
        return element
      },
      getElement: function (type) {
        // React code passes the component (CardNumberElement), which carries __elementType.
        var name = typeof type === 'string' ? type : type && (type.__elementType || type.elementType)
        return group.byType[name] || null
      },
      update: function (changes) {
        Object.assign(group.options, changes || {})
      },
      fetchUpdates: function () {
        return Promise.resolve({})
      },
      submit: function () {
        // During an Express Checkout confirm the wallet holds the card: the card fields are not read.
        if (group.expressPending || !hasCardFields(group)) return Promise.resolve({})
        var read = readCard(group)
        return Promise.resolve(read.error ? { error: read.error } : {})
      },
      on: function () {},
      _fake: group,
    }
    return elements
  }

  function hasCardFields(group) {
    return !!(group.byType.card || group.byType.payment || group.byType.cardNumber)
  }

  // Collects number, expiry and CVC from the group's card element(s), judged as submitted.
  function readCard(group) {
    var combined = group.byType.card || group.byType.payment
    var sources = combined
      ? { number: combined, expiry: combined, cvc: combined }
      : { number: group.byType.cardNumber, expiry: group.byType.cardExpiry, cvc: group.byType.cardCvc }
    if (!sources.number || !sources.number._fake.isMounted()) {
      return { error: { type: 'integration_error', message: 'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.' } }
    }
    var read = function (field) { return sources[field] ? sources[field]._fake.value(field) : '' }
    var number = checkNumber(read('number'), true)
    if (number.error) return { error: number.error }
    var expiry = checkExpiry(read('expiry'), true)
    if (expiry.error) return { error: expiry.error }
    var cvc = checkCvc(read('cvc'), true, number.brand)
    if (cvc.error) return { error: cvc.error }
    return { card: { number: number.value, exp_month: expiry.month, exp_year: expiry.year, cvc: cvc.value } }
  }
`
