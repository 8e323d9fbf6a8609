// Replaces Next.js's `polyfill-module` in browser bundles (next.config.ts): every browser in the
// package.json browserslist has String#trimStart/trimEnd, Symbol#description, Array#flat/flatMap/at,
// Promise#finally, Object.fromEntries and Object.hasOwn natively, so shipping them is dead weight.
export {}
