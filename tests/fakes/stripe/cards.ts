import { createHash } from 'node:crypto'

/** What a test card does when charged or set up, after Stripe's documented test cards. */
export type CardBehaviour = 'succeed' | 'three_d_secure' | 'decline' | 'insufficient_funds' | 'charge_fails'

export type TestCard = {
  number: string
  brand: string
  behaviour: CardBehaviour
  /** `tok_…` test token and `pm_card_…` test PaymentMethod naming the same card. */
  token: string
  paymentMethod: string
}

export const TEST_CARDS: readonly TestCard[] = [
  card('4242424242424242', 'visa', 'succeed', 'visa'),
  card('4000056655665556', 'visa', 'succeed', 'visa_debit'),
  card('5555555555554444', 'mastercard', 'succeed', 'mastercard'),
  card('378282246310005', 'amex', 'succeed', 'amex'),
  card('4000002760003184', 'visa', 'three_d_secure', 'threeDSecure2Required'),
  card('4000000000003220', 'visa', 'three_d_secure', 'threeDSecureRequired'),
  card('4000002500003155', 'visa', 'three_d_secure', 'authenticationRequired'),
  card('4000000000000002', 'visa', 'decline', 'chargeDeclined'),
  card('4000000000009995', 'visa', 'insufficient_funds', 'chargeDeclinedInsufficientFunds'),
  card('4000000000000341', 'visa', 'charge_fails', 'chargeCustomerFail'),
]

function card(number: string, brand: string, behaviour: CardBehaviour, name: string): TestCard {
  return { number, brand, behaviour, token: `tok_${name}`, paymentMethod: `pm_card_${name}` }
}

export const cardByNumber = (number: string): TestCard | undefined => TEST_CARDS.find((c) => c.number === number)
export const cardByToken = (token: string): TestCard | undefined => TEST_CARDS.find((c) => c.token === token)
export const cardByTestPaymentMethod = (id: string): TestCard | undefined =>
  TEST_CARDS.find((c) => c.paymentMethod === id)

export const luhnValid = (number: string): boolean => {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

export const brandOf = (number: string): string => {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^6(011|5)/.test(number)) return 'discover'
  return 'unknown'
}

/** Same number, same fingerprint — apps use it to spot one card reused across accounts. */
export const fingerprintOf = (number: string): string =>
  createHash('sha256').update(number).digest('base64url').slice(0, 16)

export type DeclineDetails = { code: string; decline_code: string; message: string }

export const declineFor = (behaviour: CardBehaviour): DeclineDetails | null => {
  if (behaviour === 'insufficient_funds') {
    return { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }
  }
  if (behaviour === 'decline' || behaviour === 'charge_fails') {
    return { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
  }
  return null
}

export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
