/** The panel renders answers with the same module as the site's flashcard pages. */
export { renderMarkdown, renderMarkdownInto } from '@/lib/markdown/render-markdown'
