/**
 * Who may write what in which language (issue 32 finding 2, 3 and 8, deliverables 3 and 4): every
 * write path × the kind of field it touches × each kind of caller, with the HTTP status each gets.
 * tests/security/locale-writes.int.spec.ts runs every cell on SQLite and PostgreSQL.
 *
 * Callers: a `visitor` (signed out), a `student`, a `contributor` (writes drafts), an `editor` and
 * an `admin` (publish), and the same two staff roles limited to French (`contributorFr`,
 * `editorFr`: translators). A translator writes only the localized fields of French and publishes
 * or unpublishes only French; shared fields (slug, category, dates), site settings' shared fields,
 * redirects and whatever touches every language at once (publish or unpublish all, duplicate,
 * restore a version, trash and restore from it, delete) belong to accounts with every language.
 *
 * Kinds of field: `localized` (a post's French title), `shared` (a post's slug or category: one
 * value for every language), `global` (the drafted SEO texts, localized; site settings' support
 * e-mail, shared), `redirect` (the redirects collection: every row applies in all 14 languages).
 * Outcomes are HTTP statuses; a schedule (the admin's server function) answers 200 when it did it
 * and 403 when it said why not.
 */
export const WRITERS = ['visitor', 'student', 'contributor', 'contributorFr', 'editorFr', 'editor', 'admin'] as const
export type Writer = (typeof WRITERS)[number]
export type WriteOutcomes = Record<Writer, number>

const row = (
  contributor: number,
  contributorFr: number,
  editorFr: number,
  editor: number,
  admin: number = editor,
): WriteOutcomes => ({ visitor: 403, student: 403, contributor, contributorFr, editorFr, editor, admin })

/** Allowed to every content role (a draft in French). */
const drafting = (status: number) => row(status, status, status, status)
/** Allowed to whoever has every language (a draft that changes a shared field). */
const everyLanguage = (status: number) => row(status, 403, 403, status)
/** Publishing French: editors, the French one included. */
const publishingFrench = (status: number) => row(403, 403, status, status)
/** What only an editor with every language may do. */
const fullEditors = (status: number) => row(403, 403, 403, status)

export const LOCALE_WRITES = {
  // Posts (drafted, with a trash): the REST API and the Local API as a user would call it.
  'create · localized': drafting(201),
  'create · shared': everyLanguage(201),
  'update · localized': drafting(200),
  'update · localized, another language (en)': row(200, 403, 403, 200),
  'update · shared': everyLanguage(200),
  // What the admin sends: the whole document, its shared fields as they are, the title changed.
  'update · shared fields sent back unchanged': drafting(200),
  'bulk update · localized': drafting(200),
  'bulk update · shared': everyLanguage(200),
  'Local API update for a user · localized': drafting(200),
  'Local API update for a user · shared': everyLanguage(200),
  'publish own language · localized': publishingFrench(200),
  'publish own language (publishSpecificLocale) · localized': publishingFrench(200),
  'publish another language (en) · localized': fullEditors(200),
  'publish all languages · localized': fullEditors(200),
  'unpublish all languages · localized': fullEditors(200),
  // A copy of every language's text and of the shared fields, as a new draft.
  'duplicate · shared': everyLanguage(200),
  // A translator's restore restores her own languages as drafts, the shared fields as they are
  // (issue 34 item 9): the admin showed her refusal as a generic toast.
  'restore a version as a draft · shared': drafting(200),
  // A contributor's restore without `draft` is her restore as a draft (issue 34 item 9: the admin's
  // "Restore this version" sends none): it works, and nothing goes live.
  'restore a version as published · shared': drafting(200),
  'trash · shared': fullEditors(200),
  // Restoring a published document puts it back live: not a contributor's draft save.
  'restore from the trash · shared': fullEditors(200),
  'delete · shared': fullEditors(200),
  // The admin's schedule drawer (its server function) and the queue it fills.
  'schedule own language': publishingFrench(200),
  'schedule all languages': fullEditors(200),
  "cancel a schedule of one's own language": publishingFrench(200),
  'cancel a schedule of another language': fullEditors(200),
  // Replacing sends the new locale and the old job's id: the old job's locale is what is judged.
  "replace another language's schedule with one of one's own": fullEditors(200),
  // The jobs queue itself, asked as the caller (the drawer is the admin's only way to it).
  'queue a scheduled publish as the caller': publishingFrench(200),
  // Content without drafts (blog categories): a French name is the translator's, the slug is not.
  'update categories · localized': drafting(200),
  'update categories · shared': everyLanguage(200),
  // Drafted globals (the SEO texts) and site settings (live when saved, so no contributors).
  'update · global, localized draft': drafting(200),
  'update · global, shared (support e-mail)': fullEditors(200),
  'update · global, shared fields sent back unchanged': publishingFrench(200),
  'publish own language · global': publishingFrench(200),
  'publish all languages · global': fullEditors(200),
  'unpublish all languages · global': fullEditors(200),
  'restore a version of a global as a draft': everyLanguage(200),
  // Redirects apply in every language.
  'create · redirect': fullEditors(201),
  'update · redirect': fullEditors(200),
  'bulk update · redirect': fullEditors(200),
  'delete · redirect': fullEditors(200),
} satisfies Record<string, WriteOutcomes>

export type LocaleWrite = keyof typeof LOCALE_WRITES
