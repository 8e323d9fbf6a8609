import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import { markdownOf } from './load-data'

type EditorConfig = Awaited<ReturnType<typeof editorConfigFactory.default>>

let cachedEditorConfig: Promise<EditorConfig> | undefined

/** Seed bodies are Markdown; Payload stores Lexical JSON. */
export const markdownToRichText = async (config: SanitizedConfig, blocks: string[] | string) => {
  cachedEditorConfig ??= editorConfigFactory.default({ config })
  const editorConfig = await cachedEditorConfig
  return convertMarkdownToLexical({ editorConfig, markdown: markdownOf(blocks) })
}
