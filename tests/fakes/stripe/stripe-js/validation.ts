/**
 * Browser-side card checks with Stripe Elements' codes and wording. Source text, not a module:
 * it runs inside the page (see `fakeStripeJsSource`), so it is plain ES2017 without imports.
 */
export const VALIDATION_JS = String.raw`
  function onlyDigits(value) {
    return String(value == null ? '' : value).replace(/\D/g, '')
  }

  function luhnValid(number) {
    if (!/^\d{12,19}$/.test(number)) return false
    var sum = 0
    for (var i = 0; i < number.length; i++) {
      var digit = Number(number.charAt(number.length - 1 - i))
      if (i % 2 === 1) {
        digit *= 2
        if (digit > 9) digit -= 9
      }
      sum += digit
    }
    return sum % 10 === 0
  }

  function cardBrand(number) {
    if (/^4/.test(number)) return 'visa'
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
    if (/^3[47]/.test(number)) return 'amex'
    if (/^6(011|5)/.test(number)) return 'discover'
    return 'unknown'
  }

  function numberLength(brand) {
    return brand === 'amex' ? 15 : 16
  }

  function fieldError(code, message) {
    return { type: 'validation_error', code: code, message: message }
  }

  // "final" means the field is being judged as finished (blurred, or submitted): incomplete is an error then.
  function checkNumber(raw, final) {
    var digits = onlyDigits(raw)
    var brand = cardBrand(digits)
    var incomplete = fieldError('incomplete_number', 'Your card number is incomplete.')
    if (!digits) return { empty: true, complete: false, brand: 'unknown', error: final ? incomplete : undefined }
    if (digits.length < numberLength(brand)) {
      return { empty: false, complete: false, brand: brand, error: final ? incomplete : undefined }
    }
    if (!luhnValid(digits)) {
      return { empty: false, complete: false, brand: brand, error: fieldError('invalid_number', 'Your card number is invalid.') }
    }
    return { empty: false, complete: true, brand: brand, value: digits }
  }

  function formatNumber(raw) {
    var digits = onlyDigits(raw)
    var brand = cardBrand(digits)
    digits = digits.slice(0, numberLength(brand))
    if (brand === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ')
    return (digits.match(/.{1,4}/g) || []).join(' ')
  }

  function parseExpiry(raw) {
    var digits = onlyDigits(raw)
    if (digits.length === 1 && Number(digits) > 1) digits = '0' + digits
    // "12/2034" typed or filled with a four-digit year still means December 2034.
    var year = digits.length >= 6 && digits.slice(2, 4) === '20' ? digits.slice(4, 6) : digits.slice(2, 4)
    return { digits: digits, month: digits.slice(0, 2), year: year }
  }

  function formatExpiry(raw, deleting) {
    var parts = parseExpiry(raw)
    if (parts.month.length < 2) return parts.month
    if (!parts.year) return deleting ? parts.month : parts.month + ' / '
    return parts.month + ' / ' + parts.year
  }

  function checkExpiry(raw, final) {
    var parts = parseExpiry(raw)
    var incomplete = fieldError('incomplete_expiry', "Your card's expiration date is incomplete.")
    if (!parts.digits) return { empty: true, complete: false, error: final ? incomplete : undefined }
    var month = Number(parts.month)
    if (parts.month.length === 2 && (month < 1 || month > 12)) {
      return { empty: false, complete: false, error: fieldError('invalid_expiry_month', "Your card's expiration month is invalid.") }
    }
    if (parts.year.length < 2) return { empty: false, complete: false, error: final ? incomplete : undefined }
    var year = 2000 + Number(parts.year)
    var now = new Date()
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      return { empty: false, complete: false, error: fieldError('invalid_expiry_year_past', "Your card's expiration date is in the past.") }
    }
    if (year > now.getFullYear() + 50) {
      return { empty: false, complete: false, error: fieldError('invalid_expiry_year', "Your card's expiration year is invalid.") }
    }
    return { empty: false, complete: true, month: month, year: year }
  }

  function formatCvc(raw) {
    return onlyDigits(raw).slice(0, 4)
  }

  function checkCvc(raw, final, brand) {
    var digits = onlyDigits(raw)
    var incomplete = fieldError('incomplete_cvc', "Your card's security code is incomplete.")
    if (!digits) return { empty: true, complete: false, error: final ? incomplete : undefined }
    if (digits.length < (brand === 'amex' ? 4 : 3)) return { empty: false, complete: false, error: final ? incomplete : undefined }
    return { empty: false, complete: true, value: digits }
  }
`
