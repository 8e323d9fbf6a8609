/**
 * Each stored shape is a subset of the `stripe` package's own type for API version 2026-10-28.endive,
 * so a renamed or removed field fails `tsc` here instead of surprising the app at run time.
 * Expandable references are stored as ids (the `expand[]` renderer swaps the objects in), which
 * `IdOnly` expresses.
 */
export type IdOnly<V> = string extends V ? Exclude<V, object> : V
export type Stored<T, K extends keyof T> = { [P in K]-?: IdOnly<T[P]> }

/** Decimal fields travel as strings on the wire; the SDK turns them into `Stripe.Decimal` itself. */
export type DecimalString = string | null

export type FakeList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string }
