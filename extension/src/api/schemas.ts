/** The API's shapes are shared with the site's answer UI (src/components/answers). */
export * from '@/components/answers/api/schemas'
