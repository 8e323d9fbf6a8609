/// <reference lib="webworker" />
import { NetworkOnly, type PrecacheEntry, Serwist, type SerwistGlobalConfig } from 'serwist'

import { ASK_PAGE_PATH } from '@/config/ask'
import { LOCALES } from '@/config/locales'
import { offlinePath } from '@/config/pwa'
import { localizedPath, splitLocale } from '@/lib/paths'

import { receiveShare } from './share-target'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}
declare const self: ServiceWorkerGlobalScope

/**
 * The installed ask page's service worker (issue 36), built by @serwist/turbopack
 * (src/app/serwist). Deliberately narrow, so it changes nothing for the rest of the site:
 * - precached: the 14 offline pages, their stylesheet and the app icons (the offline shell);
 * - the ask page is always fetched from the network (it is per student and per request); when that
 *   fails, the offline page in its language says so: a question is never queued to be sent later;
 * - the share target's POST keeps the shared picture for the ask page (./share-target.ts).
 * Every other request is left to the browser.
 */
const isAskPage = (pathname: string) => splitLocale(pathname).path === ASK_PAGE_PATH

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && isAskPage(url.pathname),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/share-target/'),
      method: 'POST',
      handler: receiveShare,
    },
  ],
  fallbacks: {
    entries: LOCALES.map((locale) => ({
      url: offlinePath(locale),
      matcher: ({ request }: { request: Request }) =>
        request.mode === 'navigate' && new URL(request.url).pathname === localizedPath(locale, ASK_PAGE_PATH),
    })),
  },
})

serwist.addEventListeners()
