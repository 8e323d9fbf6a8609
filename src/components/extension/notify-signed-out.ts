import { MESSAGE_TYPES, type SiteSignedOutMessage } from '../../../extension/src/messages'
import { allowedExtensionIds } from './extension-ids'

/** How long sign-out waits for an installed extension to answer before the page moves on. */
const ANSWER_WAIT_MS = 1500

const tell = (runtime: typeof chrome.runtime, extensionId: string) =>
  new Promise<void>((resolve) => {
    const message: SiteSignedOutMessage = { type: MESSAGE_TYPES.siteSignedOut }
    const timer = setTimeout(resolve, ANSWER_WAIT_MS)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    try {
      runtime.sendMessage(extensionId, message, () => {
        // Reading lastError marks it handled (no console error) when the extension is absent.
        void runtime.lastError
        done()
      })
    } catch {
      done()
    }
  })

/**
 * After the site signed out, tells an installed Studify extension so its panel shows the signed-out
 * view at once. Only a courtesy: the server has already ended the extension session this site
 * session opened, so a browser the page cannot reach (no extension, Firefox, another profile) is
 * signed out on the extension's next call anyway.
 */
export const notifyExtensionsSignedOut = async () => {
  const runtime = typeof chrome === 'undefined' ? undefined : chrome.runtime
  if (!runtime?.sendMessage) return
  await Promise.all(allowedExtensionIds().map((id) => tell(runtime, id)))
}
