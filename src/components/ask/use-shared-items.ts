'use client'

import { useEffect, useState } from 'react'

import { MAX_QUESTION_LENGTH } from '@/config/limits'
import { SHARED_IMAGE_CACHE, SHARED_IMAGE_KEY, SHARED_QUERY } from '@/config/pwa'
import { localeRedirectTarget } from '@/i18n/locale-redirect'

export type SharedItems = {
  /** A picture shared into the installed app, taken out of the service worker's cache (read once). */
  image: Blob | null
  /** Text shared with it (or alone): it goes into the question box. */
  text: string
  /** The share sheet opened the page, but the picture could not be kept (no service worker then). */
  isLost: boolean
}

/**
 * The picture the service worker kept, taken once: it is only for the question it was shared for.
 * Read whole before its entry is deleted: the body of a response whose entry is gone is the
 * browser's to keep or drop.
 */
const takeSharedImage = async (): Promise<Blob | null> => {
  if (!('caches' in window)) return null
  const cache = await caches.open(SHARED_IMAGE_CACHE)
  const response = await cache.match(SHARED_IMAGE_KEY)
  const image = response ? await response.blob() : null
  await cache.delete(SHARED_IMAGE_KEY)
  return image
}

/**
 * Takes the hand-over out of the address through Next's router, so a reload, Back or a later router
 * update never brings it back. Next's router keeps its own copy of the URL and re-applies it on its
 * next update; it adopts an outside `replaceState` only when the state passed is not its own (no
 * `__NA`) and only once its history hook is installed, which is after this page's first effects.
 */
const forgetHandOver = (url: URL) => {
  url.searchParams.delete(SHARED_QUERY)
  url.searchParams.delete('text')
  window.history.replaceState(null, '', url.pathname + url.search + url.hash)
}

/** What the share sheet handed to the ask page (src/sw/share-target.ts): null until read. */
export const useSharedItems = (): SharedItems | null => {
  const [items, setItems] = useState<SharedItems | null>(null)
  useEffect(() => {
    const url = new URL(window.location.href)
    const shared = url.searchParams.get(SHARED_QUERY)
    const hasHandOver = shared !== null || url.searchParams.has('text')
    const text = (url.searchParams.get('text') ?? '').slice(0, MAX_QUESTION_LENGTH)
    // An app installed in English opens English pages; when the student's language is another, the
    // page leaves for it (LocaleResolver) with the hand-over in its address, and that page takes it.
    const leavingFor = hasHandOver ? localeRedirectTarget() : Promise.resolve(null)
    void leavingFor.then(async (target) => {
      if (target) {
        window.location.replace(target)
        return
      }
      const image = shared === '1' ? await takeSharedImage().catch(() => null) : null
      // Settled after this commit's effects, Next's among them.
      if (hasHandOver) forgetHandOver(url)
      setItems({ image, text, isLost: shared !== null && !image })
    })
  }, [])
  return items
}
