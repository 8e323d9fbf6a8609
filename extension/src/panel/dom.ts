type Child = Node | string | null | undefined | false
type Props = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>

/**
 * Creates an element: `on…` props become listeners, `true` props become empty attributes, and
 * children are nodes or text (text nodes, never HTML).
 */
export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] => {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value))
  }
  element.append(...children.filter((child): child is Node | string => Boolean(child)))
  return element
}
