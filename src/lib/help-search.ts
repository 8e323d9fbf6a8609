export type HelpArticleSummary = { slug: string; title: string; summary: string; text: string; category: string }

/** Locale-aware, case-insensitive matching of the query against title, summary and content. */
export const matchesQuery = (article: HelpArticleSummary, query: string, locale: string) => {
  const needle = query.trim().toLocaleLowerCase(locale)
  if (!needle) return true
  return [article.title, article.summary, article.text].some((field) =>
    field.toLocaleLowerCase(locale).includes(needle),
  )
}
