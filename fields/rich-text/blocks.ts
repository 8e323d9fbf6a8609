import type { Block } from 'payload'

import { localizeBlock } from '../localize-labels'
import { LOCALES } from '../../src/config/locales'
import { cmsLabel } from '../../src/i18n/cms-labels'
import { linkField } from '../link'
import type { LinkableCollection } from '../../src/config/content'

/**
 * The blocks an editor places in an article body. Each slug has a renderer in
 * src/components/rich-text/converters.tsx; the rendering test fails for a block without one.
 */
export const CODE_LANGUAGES = [
  'plaintext',
  'python',
  'javascript',
  'typescript',
  'java',
  'c',
  'cpp',
  'sql',
  'html',
  'css',
  'bash',
] as const

/** How the language picker names each one: a programming language's name is the same in every language. */
const CODE_LANGUAGE_NAMES: Record<Exclude<(typeof CODE_LANGUAGES)[number], 'plaintext'>, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  java: 'Java',
  c: 'C',
  cpp: 'C++',
  sql: 'SQL',
  html: 'HTML',
  css: 'CSS',
  bash: 'Bash',
}

const codeLanguageLabel = (value: (typeof CODE_LANGUAGES)[number]) =>
  value === 'plaintext'
    ? cmsLabel('options.language.plaintext')
    : Object.fromEntries(LOCALES.map((locale) => [locale, CODE_LANGUAGE_NAMES[value]]))

/** The code field's label in the admin's languages (Payload picks the admin's one). */
const CODE_LABEL = {
  en: 'Code',
  fr: 'Code',
  de: 'Code',
  it: 'Codice',
  es: 'Código',
  pt: 'Código',
  zh: '代码',
  ja: 'コード',
  ko: '코드',
  ru: 'Код',
  ar: 'الشيفرة',
  hi: 'कोड',
  cs: 'Kód',
  sk: 'Kód',
}

export const CodeBlock: Block = {
  slug: 'code',
  interfaceName: 'CodeBlock',
  fields: [
    {
      name: 'language',
      type: 'select',
      defaultValue: 'plaintext',
      options: CODE_LANGUAGES.map((value) => ({ label: codeLanguageLabel(value), value })),
    },
    {
      name: 'code',
      type: 'code',
      required: true,
      label: CODE_LABEL,
      // Payload's code editor loads from a CDN, which the admin's CSP blocks (issue 34 item 2).
      admin: { components: { Field: '/src/admin/fields/CodeTextarea#CodeTextarea' } },
    },
  ],
}

/** A displayed formula (LaTeX), typeset by KaTeX on the server. */
export const MathBlock: Block = {
  slug: 'math',
  interfaceName: 'MathBlock',
  labels: { singular: 'Formula', plural: 'Formulas' },
  fields: [{ name: 'latex', type: 'textarea', required: true, admin: { description: 'LaTeX, e.g. \\frac{a}{b}' } }],
}

/** A formula inside a sentence. */
export const InlineMathBlock: Block = {
  slug: 'inlineMath',
  interfaceName: 'InlineMathBlock',
  labels: { singular: 'Inline formula', plural: 'Inline formulas' },
  fields: [{ name: 'latex', type: 'text', required: true }],
}

export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text' },
  ],
}

export const CALLOUT_STYLES = ['info', 'tip', 'warning', 'success'] as const

/** A boxed note. Its text is plain paragraphs (no nested blocks), so it renders with the same converters. */
export const CalloutBlock: Block = {
  slug: 'callout',
  interfaceName: 'CalloutBlock',
  fields: [
    {
      name: 'style',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: CALLOUT_STYLES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
    },
    { name: 'title', type: 'text' },
    { name: 'text', type: 'textarea', required: true },
  ],
}

/**
 * A call to action with the editor's own words and button. `own`: the collection of the document
 * whose rich text it is in, which its button's picker then never offers itself (as the page
 * builder's button, blocks/CallToAction/config.ts; issue 34 item 13).
 */
export const callToActionBlockIn = (own?: LinkableCollection): Block => ({
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    linkField('link', own),
  ],
})
export const CallToActionBlock = callToActionBlockIn()

/** Today's trial offer (price and hours from the plan config, copy from the site's messages). */
export const OfferBlock: Block = {
  slug: 'offer',
  interfaceName: 'OfferBlock',
  labels: { singular: 'Trial offer', plural: 'Trial offers' },
  fields: [],
}

/** In the admin's 14 languages, from the message files (plugins/admin-labels.ts). */
const inAdminLanguages = (block: Block) => localizeBlock(block, 'richText-')

/** The rich text's blocks in a document of `own` (none: a global's, the legal pages'). */
export const contentBlocks = (own?: LinkableCollection) =>
  [CodeBlock, MathBlock, MediaBlock, CalloutBlock, callToActionBlockIn(own), OfferBlock].map(inAdminLanguages)
export const CONTENT_BLOCKS = contentBlocks()
export const CONTENT_INLINE_BLOCKS = [InlineMathBlock].map(inAdminLanguages)
