/**
 * Shortens text to at most `max` characters between two words, with no "…": a heading, a title
 * and the file name made from it read as written, never as a word cut in half. Text in a script
 * without spaces (or one very long word) is cut at `max`. A trailing "…" already there is dropped.
 */
export const clipAtWord = (text: string, max: number): string => {
  const clean = text.replace(/\s*…$/, '').trim()
  const characters = [...clean]
  if (characters.length <= max) return clean
  const head = characters.slice(0, max).join('')
  const nextIsSpace = /\s/.test(characters[max] ?? '')
  const atWord = nextIsSpace ? head : head.replace(/\s+\S*$/, '')
  const cut = [...atWord].length > max / 2 ? atWord : head
  return cut.replace(/[\s,;:–—-]+$/, '')
}
