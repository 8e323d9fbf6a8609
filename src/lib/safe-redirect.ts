/**
 * A placeholder origin the target is resolved against: only what stays on it is one of our paths.
 * (Any origin would do; the result is a path, which the browser then resolves against the real one.)
 */
const OWN_ORIGIN = 'https://studify.invalid'

/**
 * Where a `?redirect=` (or any other target taken from input) may send the user: a path on our own
 * site, or `/`. It is parsed with `URL` exactly as the browser will parse it, so the tricks that
 * fool a string check are judged as the browser sees them: tab, CR and LF are dropped (`/\t/evil`
 * is `//evil`), `\` reads as `/`, and `//host` or `scheme:` leave the origin. The path returned is
 * the parsed one, so what was checked is what the browser gets.
 */
export const safeRedirect = (target: string | null | undefined): string => {
  if (!target || !target.startsWith('/')) return '/'
  try {
    const url = new URL(target, OWN_ORIGIN)
    if (url.origin !== OWN_ORIGIN) return '/'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}
