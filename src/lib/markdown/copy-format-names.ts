/**
 * The copy formats an answer or a flashcard offers, apart from the converters (copy-formats.ts),
 * which bring the Markdown parser: a page can show the buttons before it needs the parser.
 */
export const COPY_FORMATS = ['markdown', 'latex'] as const
export type CopyFormat = (typeof COPY_FORMATS)[number]
