import { DEFAULT_LOCALE } from '../../src/config/locales'

/**
 * The admin list's search over a localized title (issue 34): Payload searches the listed language
 * only, without fallback, so under the Arabic admin a post with an English title alone (listed
 * under that title, src/admin/TitleCell.tsx) was never found by it and the list read "No results".
 * The search also matches the English title (`title.en`: Payload queries one locale of a localized
 * field by its code); the search box still names the field once ("Search by Title").
 */
export const localizedTitleSearch = (field: string) => [field, `${field}.${DEFAULT_LOCALE}`]
