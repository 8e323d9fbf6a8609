import { DEFAULT_LOCALE } from '../../config/locales'

/** One translation of a post's old free-text category (`posts_locales.category`). */
export type LegacyCategoryRow = { postId: number; locale: string; category: string | null }

export type MigratedCategory = { slug: string; titles: Record<string, string>; postIds: number[] }

/** `Study Apps` → `study-apps`; accents dropped, anything else becomes a hyphen. */
export const slugOfTitle = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * The categories the free-text values describe: one per distinct English value (what the posts
 * were required to have), titled in each language by that language's value of its first post.
 * A post with no English value is filed under the value of its first language, or "General".
 * Every value a post had in a language is kept as that category's title there, unless an earlier
 * post of the same category already gave one.
 */
export const categoriesFromLegacy = (rows: LegacyCategoryRow[]): MigratedCategory[] => {
  const byPost = new Map<number, Map<string, string>>()
  for (const row of [...rows].sort((a, b) => a.postId - b.postId)) {
    const value = row.category?.trim()
    if (!byPost.has(row.postId)) byPost.set(row.postId, new Map())
    if (value) byPost.get(row.postId)!.set(row.locale, value)
  }
  const byKey = new Map<string, MigratedCategory>()
  for (const [postId, values] of byPost) {
    const key = values.get(DEFAULT_LOCALE) ?? values.values().next().value ?? 'General'
    let category = byKey.get(key)
    if (!category) {
      category = { slug: '', titles: {}, postIds: [] }
      byKey.set(key, category)
    }
    category.postIds.push(postId)
    if (!category.titles[DEFAULT_LOCALE]) category.titles[DEFAULT_LOCALE] = key
    for (const [locale, value] of values) category.titles[locale] ??= value
  }
  const taken = new Set<string>()
  return [...byKey.values()].map((category, index) => {
    const base = slugOfTitle(category.titles[DEFAULT_LOCALE]!) || `category-${index + 1}`
    let slug = base
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
    taken.add(slug)
    return { ...category, slug }
  })
}
