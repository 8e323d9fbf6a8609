import { useEffect, useRef } from 'react'

import { renderMarkdownInto } from '@/lib/markdown/render-markdown'

/** Markdown with KaTeX maths (the site's renderer: marked → DOMPurify → KaTeX), read in its own direction. */
export function Markdown({ markdown, className, label }: { markdown: string; className: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (ref.current) renderMarkdownInto(ref.current, markdown)
  }, [markdown])
  return <div ref={ref} className={`markdown ${className}`} dir="auto" role="group" aria-label={label} />
}
