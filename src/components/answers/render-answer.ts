// Loaded on the first answer only (MarkdownAnswer imports it dynamically): KaTeX, its styles,
// marked and DOMPurify stay out of the page's first load.
import 'katex/dist/katex.min.css'

export { renderMarkdownInto } from '@/lib/markdown/render-markdown'
