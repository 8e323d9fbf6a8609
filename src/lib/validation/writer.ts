import { z } from 'zod'

// Before any schema is built: zod probes for eval when an object schema is created.
import './zod-browser'

import { LOCALES } from '../../config/locales'
import {
  ESSAY_TONES,
  type EssayLengthLevel,
  MAX_ESSAY_LENGTH,
  MAX_HEADING_LENGTH,
  MAX_OUTLINE_HEADINGS,
  MAX_STYLE_SAMPLE_LENGTH,
  MAX_TOPIC_LENGTH,
  MIN_ESSAY_LENGTH,
} from '../../config/writer'
import { characterCount } from '../writer/words'
import type { ValidationMessageKey } from './messages'

const key = (k: ValidationMessageKey) => k

/** Spec §5 step 1: whitespace only is no topic. */
export const topicSchema = z
  .string({ error: key('essayTopicRequired') })
  .trim()
  .min(1, key('essayTopicRequired'))
  .refine((text) => characterCount(text) <= MAX_TOPIC_LENGTH, key('essayTopicTooLong'))

/** Spec §9: levels 1 to 4 (Short, Medium, Long, Very long). */
export const lengthSchema = z
  .number({ error: key('essayLengthInvalid') })
  .int(key('essayLengthInvalid'))
  .min(MIN_ESSAY_LENGTH, key('essayLengthInvalid'))
  .max(MAX_ESSAY_LENGTH, key('essayLengthInvalid'))
  .transform((level) => level as EssayLengthLevel)

export const toneSchema = z.enum(ESSAY_TONES, { error: key('essayToneInvalid') })

/** The essay's language, one of the site's; the endpoint defaults it to the reader's. */
const languageSchema = z.enum(LOCALES, { error: key('essayLanguageInvalid') }).optional()

const headingSchema = z
  .string()
  .refine((text) => characterCount(text) <= MAX_HEADING_LENGTH, key('essayHeadingTooLong'))

/** Step 4's table of contents: blank headings are dropped, at least one must remain. */
export const outlineSchema = z
  .array(z.string({ error: key('essayOutlineRequired') }), { error: key('essayOutlineRequired') })
  .transform((headings) => headings.map((heading) => heading.replace(/\s+/g, ' ').trim()).filter(Boolean))
  .pipe(
    z.array(headingSchema).min(1, key('essayOutlineRequired')).max(MAX_OUTLINE_HEADINGS, key('essayOutlineTooLong')),
  )

export const styleSampleSchema = z
  .string({ error: key('essayStyleSampleTooLong') })
  .trim()
  .refine((text) => characterCount(text) <= MAX_STYLE_SAMPLE_LENGTH, key('essayStyleSampleTooLong'))

/** POST /api/writer/outline */
export const outlineRequestSchema = z.object({
  topic: topicSchema,
  length: lengthSchema,
  tone: toneSchema,
  language: languageSchema,
})
export type OutlineRequest = z.infer<typeof outlineRequestSchema>

/** POST /api/writer/essays */
export const essayRequestSchema = outlineRequestSchema.extend({
  outline: outlineSchema,
  styleSample: styleSampleSchema.nullish().transform((sample) => sample || null),
})
export type EssayRequest = z.infer<typeof essayRequestSchema>

/** GET /api/writer/essays?page= */
export const essayListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})

/** GET /api/writer/essays/:id/export?format= */
export const essayExportQuerySchema = z.object({
  format: z.enum(['md', 'docx'], { error: key('essayExportFormatInvalid') }),
})
