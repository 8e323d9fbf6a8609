import type { Payload } from 'payload'

import { listFaqs } from '../../services/content/cached-queries'
import type { BlockContext } from '../types'

export type FaqItem = { id: string; question: string; answer: string }

/** The published questions in the page's language, answers with the plan placeholders filled. */
export const faqItemsOf = async (payload: Payload, { locale, fill }: Pick<BlockContext, 'locale' | 'fill'>) =>
  (await listFaqs({ payload, locale })).map((faq): FaqItem => ({
    id: String(faq.id),
    question: faq.question ?? '',
    answer: fill(faq.answer),
  }))
