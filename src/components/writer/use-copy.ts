'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

/** The "Copied!" confirmation lasts 2 seconds (spec §9). */
const COPIED_MS = 2000

/** Copies text produced on demand; `copiedKey` names what was copied last, for 2 s. */
export const useCopy = () => {
  const [copiedKey, setCopiedKey] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(async (key: string, text: () => Promise<string> | string) => {
    await navigator.clipboard.writeText(await text())
    setCopiedKey(key)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopiedKey(null), COPIED_MS)
  }, [])
  return { copiedKey, copy }
}
