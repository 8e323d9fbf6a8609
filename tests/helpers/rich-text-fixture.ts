/**
 * One article body holding every node the content editor offers (tests/int/rich-text-render.int.spec.ts).
 * Texts are per locale so a test can tell the languages apart.
 */
type Ids = { post: number | string; helpArticle: number | string; media: number | string }
export type FixtureWords = { heading: string; paragraph: string; link: string; caption: string; callout: string }

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const paragraph = (...children: unknown[]) => element('paragraph', children, { textFormat: 0, textStyle: '' })
const block = (blockType: string, fields: Record<string, unknown>) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: `${blockType}0000000000000000`.slice(0, 24), blockName: '', blockType, ...fields },
})
const cell = (value: string, headerState: number) =>
  element('tablecell', [paragraph(text(value))], { colSpan: 1, rowSpan: 1, headerState, backgroundColor: null })

// Lexical's text format bits: bold 1, italic 2, strikethrough 4, underline 8, code 16, sub 32, sup 64.
export const FORMATS = [1, 2, 4, 8, 16, 32, 64]

export const everyNodeDocument = (ids: Ids, words: FixtureWords) => ({
  root: element('root', [
    element('heading', [text(words.heading)], { tag: 'h2' }),
    paragraph(
      ...FORMATS.map((format) => text(`f${format} `, format)),
      { type: 'linebreak', version: 1 },
      { type: 'tab', text: '\t', format: 0, detail: 2, mode: 'normal', style: '', version: 1 },
      element('link', [text(words.link)], {
        version: 3,
        fields: { linkType: 'internal', doc: { relationTo: 'posts', value: ids.post }, newTab: false },
      }),
      text(' '),
      element('autolink', [text('https://example.com/x')], {
        version: 2,
        fields: { linkType: 'custom', url: 'https://example.com/x' },
      }),
      text(' E = '),
      {
        type: 'inlineBlock',
        version: 1,
        fields: { id: 'inlinemath00000000000000', blockName: '', blockType: 'inlineMath', latex: 'mc^2' },
      },
    ),
    element('quote', [text('A quote')]),
    element('list', [element('listitem', [text('one')], { value: 1 })], { listType: 'bullet', start: 1, tag: 'ul' }),
    element('list', [element('listitem', [text('first')], { value: 1 })], { listType: 'number', start: 1, tag: 'ol' }),
    element('list', [element('listitem', [text('done')], { value: 1, checked: true })], {
      listType: 'check',
      start: 1,
      tag: 'ul',
    }),
    { type: 'horizontalrule', version: 1 },
    { type: 'upload', version: 3, format: '', relationTo: 'media', value: ids.media, fields: null },
    { type: 'relationship', version: 2, format: '', relationTo: 'help-articles', value: ids.helpArticle },
    element('table', [
      element('tablerow', [cell('x', 1), cell('x²', 1)]),
      element('tablerow', [cell('3', 0), cell('9', 0)]),
    ]),
    block('code', { language: 'python', code: 'print("<b>1</b>")' }),
    block('math', { latex: '\\int_0^1 x^2\\,dx = \\frac{1}{3}' }),
    block('mediaBlock', { media: ids.media, caption: words.caption }),
    block('callout', { style: 'tip', title: 'Note', text: words.callout }),
    block('cta', {
      heading: 'Need help?',
      text: 'Read the guide.',
      link: { type: 'reference', reference: { relationTo: 'help-articles', value: ids.helpArticle }, label: 'Guide' },
    }),
    block('offer', {}),
  ]),
})
