/** Fixed vocabularies of the CMS content model. */
export const HELP_CATEGORY_SLUGS = [
  'getting-started',
  'features-usage',
  'security-privacy',
  'troubleshooting',
  'faq',
  'support',
] as const
export type HelpCategorySlug = (typeof HELP_CATEGORY_SLUGS)[number]

export const COMPETITOR_SLUGS = [
  'coursology',
  'chegg',
  'coursehero',
  'quizlet',
  'kahoot',
  'brainly',
  'photomath',
  'symbolab',
  'socratic',
  'wolfram',
  'gauthmath',
  'photosolve',
  'collegetools',
  'transcript',
  'smartsolve',
  'homeworkify',
  'answersai',
  'studyx',
] as const
export type CompetitorSlug = (typeof COMPETITOR_SLUGS)[number]

export const TESTIMONIAL_PLATFORMS = ['twitter', 'google', 'trustpilot'] as const

export const LEARNING_PLATFORMS = [
  'Google Classroom',
  'Canvas',
  'Blackboard',
  'Moodle',
  'Top Hat',
  'Schoology',
  'Respondus',
  'D2L',
] as const

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const

/** Uploaded originals are stored at most this wide or tall (the blog hero's large `srcset` candidate). */
export const MAX_ORIGINAL_IMAGE_PX = 1600

/** The documents an editor can link to; their public paths live in src/lib/content-routes.ts. */
export const LINKABLE_COLLECTIONS = ['posts', 'help-articles', 'competitors', 'pages'] as const
export type LinkableCollection = (typeof LINKABLE_COLLECTIONS)[number]
