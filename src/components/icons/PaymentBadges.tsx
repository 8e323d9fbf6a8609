const BADGES = [
  { id: 'visa', label: 'Visa', color: '#1a1f71' },
  { id: 'mastercard', label: 'Mastercard', color: '#eb001b' },
  { id: 'amex', label: 'American Express', color: '#2e77bc' },
  { id: 'google-pay', label: 'Google Pay', color: '#3c4043' },
  { id: 'apple-pay', label: 'Apple Pay', color: '#000000' },
] as const

/** Accepted payment methods (spec §2), drawn as lightweight text badges, no third-party assets. */
export function PaymentBadges({ label }: { label: string }) {
  return (
    <div className="payment-badges">
      <p className="payment-badges-label">{label}</p>
      <ul>
        {BADGES.map((badge) => (
          <li key={badge.id} style={{ color: badge.color }}>
            {badge.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
