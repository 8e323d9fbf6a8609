// The store listings the e2e site is built with (scripts/e2e-server.mjs): Edge and Firefox have one,
// Chrome has none, so the Chromium the tests run in gets the zip fallback and the other two their store.
export const E2E_STORE_URLS = {
  edge: 'https://microsoftedge.microsoft.com/addons/detail/studify/e2e-edge-listing',
  firefox: 'https://addons.mozilla.org/firefox/addon/studify-e2e/',
}
