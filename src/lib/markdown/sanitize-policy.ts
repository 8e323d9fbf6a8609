import type { Config, DOMPurify } from 'dompurify'

/**
 * What rendered card and answer Markdown may contain, wherever it is shown: the site and the panel
 * (render-markdown.ts, in the browser) and the Anki export (sanitize-server.ts, on the server).
 * DOMPurify already removes scripts, frames, event handlers and `javascript:` URLs; these tags an
 * answer never needs go too, `img` included, so no card loads a remote image (a tracker).
 */
export const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'img',
  'video',
  'audio',
  'iframe',
]

export const SANITIZE_OPTIONS = {
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: ['style', 'class', 'id'],
} satisfies Config

/** Links open in a new tab, never inside the panel or Anki's card, and tell the target nothing. */
export const configurePurifier = (purifier: DOMPurify): DOMPurify => {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return purifier
}
