/**
 * Elements: card fields rendered as real <input>s in the mount node (so Playwright can type into
 * them), and an Express Checkout button that simulates Link. Browser source text, see validation.ts.
 */
export const ELEMENTS_JS = String.raw`
  var FIELD_LABELS = { number: 'Card number', expiry: 'Expiration date MM / YY', cvc: 'CVC' }
  var FIELD_PLACEHOLDERS = { number: '1234 1234 1234 1234', expiry: 'MM / YY', cvc: 'CVC' }
  var FIELD_AUTOCOMPLETE = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' }
  var FIELDS_BY_TYPE = {
    card: ['number', 'expiry', 'cvc'],
    payment: ['number', 'expiry', 'cvc'],
    cardNumber: ['number'],
    cardExpiry: ['expiry'],
    cardCvc: ['cvc'],
    expressCheckout: [],
  }
  var STATE_CLASSES = ['StripeElement--empty', 'StripeElement--complete', 'StripeElement--invalid', 'StripeElement--focus']

  function integrationError(message) {
    var error = new Error(message)
    error.name = 'IntegrationError'
    return error
  }

  function createElement(group, type, initialOptions) {
    var fields = FIELDS_BY_TYPE[type]
    if (!fields) throw integrationError('The fake Stripe.js does not support elements of type "' + type + '".')
    if (group.byType[type]) throw integrationError('Can only create one Element of type ' + type + '.')
    var handlers = {}
    var state = { node: null, root: null, inputs: {}, touched: {}, focused: false, ready: null, destroyed: false }
    var options = Object.assign({}, initialOptions || {})
    var element = { elementType: type }

    function emit(name, payload) {
      ;(handlers[name] || []).slice().forEach(function (handler) {
        try {
          handler(payload)
        } catch (error) {
          setTimeout(function () {
            throw error
          })
        }
      })
    }

    function value(field) {
      return state.inputs[field] ? state.inputs[field].value : ''
    }

    function brand() {
      var own = state.inputs.number ? value('number') : ''
      var sibling = group.byType.cardNumber && group.byType.cardNumber !== element ? group.byType.cardNumber._fake.value('number') : ''
      return cardBrand(onlyDigits(own || sibling))
    }

    function check(field, final) {
      if (field === 'number') return checkNumber(value('number'), final)
      if (field === 'expiry') return checkExpiry(value('expiry'), final)
      return checkCvc(value('cvc'), final, brand())
    }

    function snapshot() {
      var results = fields.map(function (field) {
        var result = check(field, !!state.touched[field] && !!value(field))
        if (state.inputs[field]) state.inputs[field].setAttribute('aria-invalid', result.error ? 'true' : 'false')
        return result
      })
      var error = results.map(function (result) { return result.error }).filter(Boolean)[0]
      var event = {
        elementType: type,
        empty: results.every(function (result) { return result.empty }),
        complete: results.every(function (result) { return result.complete }),
        error: error,
      }
      if (type !== 'cardExpiry' && type !== 'cardCvc') event.brand = brand()
      if (type === 'card') event.value = { postalCode: '' }
      if (type === 'payment') event.value = { type: 'card' }
      return event
    }

    function refreshClasses(event) {
      if (!state.node) return
      var classes = state.node.classList
      classes.toggle('StripeElement--empty', event.empty)
      classes.toggle('StripeElement--complete', event.complete)
      classes.toggle('StripeElement--invalid', !!event.error)
      classes.toggle('StripeElement--focus', state.focused)
    }

    function changed() {
      var event = snapshot()
      refreshClasses(event)
      emit('change', event)
    }

    function renderField(field) {
      var input = document.createElement('input')
      input.type = 'text'
      input.setAttribute('inputmode', 'numeric')
      input.setAttribute('autocomplete', FIELD_AUTOCOMPLETE[field])
      input.setAttribute('aria-label', FIELD_LABELS[field])
      input.setAttribute('data-fake-stripe-field', field)
      input.placeholder = (options.placeholder && fields.length === 1 && options.placeholder) || FIELD_PLACEHOLDERS[field]
      input.disabled = !!options.disabled
      input.style.cssText = 'flex:' + (field === 'number' ? '2' : '1') + ';min-width:0;font:inherit;border:0;outline:0;background:transparent;color:inherit'
      input.addEventListener('input', function (event) {
        var deleting = !!(event && event.inputType && event.inputType.indexOf('delete') === 0)
        if (field === 'number') input.value = formatNumber(input.value)
        else if (field === 'expiry') input.value = formatExpiry(input.value, deleting)
        else input.value = formatCvc(input.value)
        changed()
      })
      input.addEventListener('focus', function () {
        state.focused = true
        refreshClasses(snapshot())
        emit('focus', { elementType: type })
      })
      input.addEventListener('blur', function () {
        state.focused = false
        state.touched[field] = true
        changed()
        emit('blur', { elementType: type })
      })
      input.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') emit('escape', { elementType: type })
      })
      state.inputs[field] = input
      return input
    }

    function renderExpress(root) {
      var button = document.createElement('button')
      button.type = 'button'
      button.textContent = 'Pay with Link'
      button.setAttribute('data-fake-stripe-express', 'link')
      button.disabled = !!options.disabled
      button.addEventListener('click', function () {
        var details = { name: 'Jenny Rosen', email: 'jenny.rosen@example.com', phone: null, address: null }
        var confirm = function () {
          group.expressPending = true
          emit('confirm', {
            elementType: type,
            expressPaymentType: 'link',
            billingDetails: details,
            paymentFailed: function () {
              group.expressPending = false
            },
          })
        }
        if (!(handlers.click || []).length) return confirm()
        var settled = false
        emit('click', {
          elementType: type,
          expressPaymentType: 'link',
          resolve: function () {
            if (settled) return
            settled = true
            confirm()
          },
          reject: function () {
            settled = true
          },
        })
      })
      root.appendChild(button)
    }

    element.on = function (name, handler) {
      ;(handlers[name] = handlers[name] || []).push(handler)
      // Late 'ready' listeners (React attaches them after mount) still hear about it.
      if (name === 'ready' && state.ready) {
        var payload = state.ready
        setTimeout(function () { handler(payload) })
      }
      return element
    }
    element.addEventListener = element.on
    element.once = function (name, handler) {
      var wrapped = function (payload) {
        element.off(name, wrapped)
        handler(payload)
      }
      return element.on(name, wrapped)
    }
    element.off = function (name, handler) {
      handlers[name] = handler ? (handlers[name] || []).filter(function (h) { return h !== handler }) : []
      return element
    }
    element.removeEventListener = element.off
    element.mount = function (target) {
      if (state.destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.')
      var node = typeof target === 'string' ? document.querySelector(target) : target
      if (!node) throw integrationError('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.')
      if (state.node) element.unmount()
      state.node = node
      var root = document.createElement('div')
      root.className = 'FakeStripeElement'
      root.setAttribute('data-fake-stripe-element', type)
      root.style.cssText = 'display:flex;gap:8px;align-items:center'
      if (type === 'expressCheckout') renderExpress(root)
      else fields.forEach(function (field) { root.appendChild(renderField(field)) })
      node.appendChild(root)
      node.classList.add('StripeElement')
      state.root = root
      refreshClasses(snapshot())
      setTimeout(function () {
        if (state.node !== node) return
        state.ready =
          type === 'expressCheckout'
            ? { elementType: type, availablePaymentMethods: { link: true, applePay: false, googlePay: false, amazonPay: false, paypal: false } }
            : { elementType: type }
        emit('ready', state.ready)
      })
    }
    element.unmount = function () {
      if (state.root && state.root.parentNode) state.root.parentNode.removeChild(state.root)
      if (state.node) {
        state.node.classList.remove('StripeElement')
        STATE_CLASSES.forEach(function (name) { state.node.classList.remove(name) })
      }
      state.node = null
      state.root = null
      state.inputs = {}
      state.touched = {}
      state.ready = null
    }
    element.destroy = function () {
      element.unmount()
      state.destroyed = true
      if (group.byType[type] === element) delete group.byType[type]
    }
    element.update = function (changes) {
      Object.assign(options, changes || {})
      Object.keys(state.inputs).forEach(function (field) { state.inputs[field].disabled = !!options.disabled })
    }
    element.focus = function () {
      var first = state.inputs[fields[0]]
      if (first) first.focus()
    }
    element.blur = function () {
      Object.keys(state.inputs).forEach(function (field) { state.inputs[field].blur() })
    }
    element.clear = function () {
      Object.keys(state.inputs).forEach(function (field) { state.inputs[field].value = '' })
      state.touched = {}
      changed()
    }
    element.collapse = function () {}
    element._fake = {
      group: group,
      type: type,
      fields: fields,
      value: value,
      isMounted: function () { return !!state.node },
    }
    return element
  }
`
