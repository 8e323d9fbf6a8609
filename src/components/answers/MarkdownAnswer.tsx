'use client'

import { useEffect, useRef } from 'react'

import { type Locale, textDirection } from '@/config/locales'

import type * as RenderAnswer from './render-answer'

let renderer: Promise<typeof RenderAnswer> | null = null
const loadRenderer = () => (renderer ??= import('./render-answer'))

/**
 * An answer's Markdown with KaTeX maths and worked steps, drawn by the shared renderer (marked →
 * DOMPurify → KaTeX). It reads in its own language's direction (a French answer on the Arabic page
 * stays left to right); KaTeX keeps maths left to right inside. While tokens stream in, it redraws
 * at most once per frame.
 */
export function MarkdownAnswer({ markdown, locale }: { markdown: string; locale: Locale }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let isCurrent = true
    let frame = 0
    void loadRenderer().then(({ renderMarkdownInto }) => {
      if (!isCurrent) return
      frame = requestAnimationFrame(() => {
        if (ref.current) renderMarkdownInto(ref.current, markdown)
      })
    })
    return () => {
      isCurrent = false
      cancelAnimationFrame(frame)
    }
  }, [markdown])
  return <div ref={ref} className="answer-markdown" lang={locale} dir={textDirection(locale)} />
}
