import type { ServerResponse } from 'node:http'

type Prototype = Pick<ServerResponse, 'appendHeader' | 'hasHeader' | 'setHeader'>

/**
 * Makes a second `Location` on a response replace the first instead of adding to it. Next.js
 * renders a redirect of an ISR page (an unknown blog post or competitor) by setting `Location`,
 * then replays the cached entry's headers with `appendHeader`: the first response went out with
 * two (vercel/next.js#82117), which some clients and proxies reject. A response has one target.
 */
export const keepOneLocation = (prototype: Prototype) => {
  const append = prototype.appendHeader
  prototype.appendHeader = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    if (name.toLowerCase() !== 'location' || !this.hasHeader('location')) return append.call(this, name, value)
    return this.setHeader('location', typeof value === 'string' ? value : value[value.length - 1]!)
  }
}
