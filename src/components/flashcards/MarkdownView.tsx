'use client'

import 'katex/dist/katex.min.css'

import { useEffect, useRef } from 'react'

import { renderMarkdownInto } from '@/lib/markdown/render-markdown'

/**
 * Card Markdown with KaTeX maths, drawn by the extension panel's own renderer (marked → DOMPurify
 * → KaTeX), so a card reads the same on the site as in the panel.
 */
export function MarkdownView({ markdown, className, label }: { markdown: string; className?: string; label?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (ref.current) renderMarkdownInto(ref.current, markdown)
  }, [markdown])
  // A labelled group: screen readers announce which side of the card this is.
  return (
    <div
      ref={ref}
      className={`flashcard-markdown ${className ?? ''}`}
      dir="auto"
      role={label ? 'group' : undefined}
      aria-label={label}
    />
  )
}
