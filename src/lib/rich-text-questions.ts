import type { QuestionAndAnswer } from './structured-data'

type LexicalNode = { type?: string; tag?: string; text?: string; children?: LexicalNode[] }
type RichText = { root: LexicalNode } | null | undefined

const textOf = (node: LexicalNode): string =>
  node.type === 'text' || node.type === 'code-highlight'
    ? (node.text ?? '')
    : node.type === 'linebreak'
      ? '\n'
      : (node.children ?? []).map(textOf).join(node.type === 'list' ? '\n' : '')

const QUESTION_MARK = /[?？؟]\s*$/

/**
 * The question-and-answer pairs of a document written as `## Question?` headings each followed by
 * its answer, or null when it is not one: every h2 must be a question with an answer under it.
 */
export const richTextQuestions = (data: RichText): QuestionAndAnswer[] | null => {
  const pairs: QuestionAndAnswer[] = []
  for (const node of data?.root.children ?? []) {
    const text = textOf(node).trim()
    if (node.type === 'heading' && node.tag === 'h2') pairs.push({ question: text, answer: '' })
    else if (text && pairs.length > 0) {
      const last = pairs[pairs.length - 1]!
      last.answer = last.answer ? `${last.answer}\n\n${text}` : text
    } else if (text) return null
  }
  const isFaq = pairs.length > 0 && pairs.every((pair) => QUESTION_MARK.test(pair.question) && pair.answer)
  return isFaq ? pairs : null
}
