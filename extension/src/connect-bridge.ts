import './zod-setup'

import { SITE_ORIGIN } from './config/site'
import { BRIDGE, type BridgeResponse, bridgeRequestSchema } from './messages'

/**
 * The sign-in hand-off where a web page cannot message the extension (Firefox: no
 * `externally_connectable`). Runs on the site's /extension/connect page only (manifest.ts): it
 * marks the page so the page knows to post, takes the site's messages posted to this window by the
 * page itself, hands them to the background worker (which checks the sender and the token as it
 * does for `externally_connectable`) and posts the answer back to the page.
 */
document.documentElement.setAttribute(BRIDGE.readyAttribute, '1')

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  // The page's own posts only: not a frame's, not another origin's.
  if (event.source !== window || event.origin !== SITE_ORIGIN) return
  const request = bridgeRequestSchema.safeParse(event.data)
  if (!request.success) return
  chrome.runtime.sendMessage(request.data.message, (response: BridgeResponse['response'] | undefined) => {
    // Reading lastError marks it handled when the worker did not answer.
    const answer: BridgeResponse['response'] =
      chrome.runtime.lastError || !response ? { ok: false, error: 'unreachable' } : response
    const reply: BridgeResponse = { source: BRIDGE.extension, id: request.data.id, response: answer }
    window.postMessage(reply, SITE_ORIGIN)
  })
})
