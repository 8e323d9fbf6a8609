import formatOnly from 'use-intl/format-message/format-only'

import { precompileMessage } from './precompile'

type Args = Parameters<typeof formatOnly>

/**
 * use-intl's message formatter on the server (next.config.ts aliases `use-intl/format-message`
 * here; the browser gets the format-only runtime). The site's messages arrive compiled
 * (i18n/request.ts); a text read straight from the catalogue (e-mails, the admin) is compiled
 * here, so server and browser format every message with the same runtime.
 */
export default function formatMessage(...[key, message, values, options]: Args) {
  return formatOnly(key, typeof message === 'string' ? precompileMessage(message) : message, values, options)
}

formatMessage.raw = false
