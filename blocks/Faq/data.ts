import type { Payload } from 'payload'

import { listFaqs } from '../../src/services/content/cached-queries'
import type { BlockContext, BlockOf } from '../types'

export type FaqItem = { id: string; question: string; answer: string }

type Chosen = BlockOf<'faq'>['faqs']

const idOf = (faq: NonNullable<Chosen>[number]) => String(typeof faq === 'object' ? faq.id : faq)

/**
 * The published questions in the page's language, answers with the plan placeholders filled: the
 * block's chosen ones in its order (a chosen question not published in this language is left out),
 * or all of them when it chooses none.
 */
export const faqItemsOf = async (
  payload: Payload,
  { locale, fill }: Pick<BlockContext, 'locale' | 'fill'>,
  chosen?: Chosen,
) => {
  const published = await listFaqs({ payload, locale })
  const byId = new Map(published.map((faq) => [String(faq.id), faq]))
  const faqs = chosen?.length ? chosen.map((faq) => byId.get(idOf(faq))).filter((faq) => faq !== undefined) : published
  return faqs.map((faq): FaqItem => ({
    id: String(faq.id),
    question: faq.question ?? '',
    answer: fill(faq.answer),
  }))
}
