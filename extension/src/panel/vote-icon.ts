const SVG_NS = 'http://www.w3.org/2000/svg'

/** Feather's thumbs-up / thumbs-down outlines (MIT), drawn in the text colour. */
const THUMBS = {
  up: 'M14 9V5a3 3 0 0 0-3-3l-4 9v11h11.28a2 2 0 0 0 2-1.7l1.38-9a2 2 0 0 0-2-2.3zM7 22H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3',
  down: 'M10 15v4a3 3 0 0 0 3 3l4-9V2H5.72a2 2 0 0 0-2 1.7l-1.38 9a2 2 0 0 0 2 2.3zm7-13h2.67A2.31 2.31 0 0 1 22 4v7a2.31 2.31 0 0 1-2.33 2H17',
} as const

/**
 * The vote buttons' thumb, as an inline SVG: an emoji (👍/👎) needs an emoji font, and without one
 * it is an empty box (issue 38). Decorative: the button's visible text names it.
 */
export const thumbIcon = (direction: keyof typeof THUMBS): SVGSVGElement => {
  const svg = document.createElementNS(SVG_NS, 'svg')
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '16',
    height: '16',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  }))
    svg.setAttribute(name, value)
  const path = document.createElementNS(SVG_NS, 'path')
  path.setAttribute('d', THUMBS[direction])
  svg.append(path)
  return svg
}
