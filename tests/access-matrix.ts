/**
 * Who may do what: every route of the API and every admin view × the five kinds of caller, with
 * the outcome each must get. tests/int/access-matrix.int.spec.ts runs every cell on SQLite and
 * PostgreSQL, and fails when a route, collection, global or admin view has no row here.
 *
 * Callers: `user` is a student who owns the documents a route names (a thread, an answer, a
 * report, a saved card), `otherUser` another student, `contributor`, `editor` and `admin` the
 * three staff roles (a contributor writes drafts, an editor publishes them).
 * Outcomes are HTTP statuses; an admin view is shown (`view`), sends the caller to the site's
 * login (`login`) or home (`home`), or is a 404 for them (`not-found`). Our own views
 * (`admin.components.views`) are listed with Payload's.
 */
export const ACTORS = ['anonymous', 'user', 'otherUser', 'contributor', 'editor', 'admin'] as const
export type Actor = (typeof ACTORS)[number]
export type Outcomes<T = number> = Record<Actor, T>
export type AdminViewOutcome = 'view' | 'login' | 'home' | 'not-found'

/** A contributor gets what an editor gets unless the row says otherwise (its last value). */
const row = <T>(anonymous: T, user: T, otherUser: T, editor: T, admin: T, contributor: T = editor): Outcomes<T> => ({
  anonymous,
  user,
  otherUser,
  contributor,
  editor,
  admin,
})
const everyone = (status: number) => row(status, status, status, status, status)
/** Our endpoints for signed-in callers: 401 signed out. */
const signedIn = (status: number) => row(401, status, status, status, status)
/** Our admin endpoints: 401 signed out, 403 for everyone but admins. */
const adminsOnly = (status: number) => row(401, 403, 403, 403, status)
/** Our content-role endpoints (the translation status): 401 signed out, 403 for students. */
const contentRoles = (status: number) => row(401, 403, 403, status, status)
/** A document of the `user`: anyone else is told it does not exist. */
const ownerOnly = (status: number) => row(401, status, 404, 404, 404)

/** Our endpoints, keyed `METHOD /path` as mounted under /api. Rows run in this order. */
export const CUSTOM_ENDPOINTS: Record<string, Outcomes> = {
  'POST /analytics/track': everyone(201),
  'GET /analytics/stats/detailed': adminsOnly(200),
  'POST /auth/register': everyone(201),
  'POST /auth/login': everyone(200),
  'GET /auth/verify': signedIn(200),
  'POST /auth/logout': everyone(200),
  // Signed in, the wrong current password is the only refusal left.
  'POST /auth/change-password': signedIn(400),
  'POST /auth/forgot-password': everyone(200),
  // Public; a token that was never issued is refused as such.
  'POST /auth/reset-password': everyone(400),
  // A session of the extension's own; listing and ending them is each account's own business.
  'POST /auth/extension-token': signedIn(200),
  'GET /auth/extension-sessions': signedIn(200),
  'DELETE /auth/extension-sessions/:id': ownerOnly(200),
  // Public; a link that was never sent is refused as such.
  'POST /auth/confirm-email': everyone(400),
  'POST /referral/generate': signedIn(200),
  'GET /referral/stats': signedIn(200),
  'GET /admin/stats': adminsOnly(200),
  'GET /admin/users': adminsOnly(200),
  'GET /admin/users/:id': adminsOnly(200),
  'PUT /admin/users/:id': adminsOnly(200),
  'DELETE /admin/users/:id': adminsOnly(200),
  'DELETE /admin/users/:id/referrals/:referralId': adminsOnly(200),
  'GET /admin/access-requests': adminsOnly(200),
  'PUT /admin/access-requests/:id': adminsOnly(200),
  'POST /analytics/reports/wrong-answer': signedIn(201),
  'GET /analytics/wrong-answer-reports': adminsOnly(200),
  'GET /analytics/wrong-answer-reports/:id': adminsOnly(200),
  'PUT /analytics/wrong-answer-reports/:id': adminsOnly(200),
  'GET /billing/config': everyone(200),
  // Asking needs an approved access request; admins always pass, an editor's was never approved.
  'POST /ask': row(401, 200, 200, 403, 200),
  'GET /threads': signedIn(200),
  'GET /threads/:id': ownerOnly(200),
  'GET /user/stats': signedIn(200),
  'POST /answers/:id/feedback': ownerOnly(200),
  // What the wrong-answer report form fills in from one of the student's own answers.
  'GET /analytics/reports/wrong-answer/prefill': ownerOnly(200),
  'POST /download/track': signedIn(201),
  // The `user` already subscribes: a second subscription is refused as such.
  'POST /subscription/create': row(401, 409, 200, 200, 200),
  'GET /subscription/current': signedIn(200),
  // Only the `user` has a paid semester plan (the others' subscriptions above were never paid):
  // it pauses, then resumes; anyone else has nothing to pause or resume.
  'POST /subscription/pause': row(401, 200, 409, 409, 409),
  'POST /subscription/resume': row(401, 200, 409, 409, 409),
  // After the subscription above, every signed-in caller is a Stripe customer.
  'POST /subscription/portal': signedIn(200),
  'GET /subscription/payment-methods': signedIn(200),
  'POST /subscription/payment-methods': signedIn(201),
  'POST /subscription/payment-methods/default': signedIn(200),
  // The `user`'s saved card: nobody else's customer holds it.
  'DELETE /subscription/payment-methods/:id': ownerOnly(200),
  // Public, verified by Stripe's signature: an unsigned delivery is refused whoever sends it.
  'POST /stripe/webhook': everyone(400),
  'GET /access/status': signedIn(200),
  // The `user` pays for a plan: moving to Free goes through the billing portal, not here.
  'POST /subscription/free': row(401, 409, 200, 200, 200),
  'POST /writer/outline': signedIn(200),
  'POST /writer/essays': signedIn(200),
  'GET /writer/essays': signedIn(200),
  'GET /writer/essays/:id': ownerOnly(200),
  'GET /writer/essays/:id/export': ownerOnly(200),
  'DELETE /writer/essays/:id': ownerOnly(200),
  'GET /writer/profile': signedIn(200),
  // A student's own flashcards; the list, create and delete take the place of Payload's REST ones.
  'GET /flashcards': signedIn(200),
  'POST /flashcards': signedIn(201),
  'DELETE /flashcards/:id': ownerOnly(200),
  'GET /flashcards/due': signedIn(200),
  'POST /flashcards/from-mistakes': signedIn(201),
  'GET /flashcards/export': signedIn(200),
  'POST /flashcards/:id/review': ownerOnly(200),
  'POST /affiliate/connect': adminsOnly(200),
  'GET /affiliate/status': adminsOnly(200),
  'GET /affiliate/stats': adminsOnly(200),
  // The search plugin's rebuild of the index: its own check answers 401 to anyone but an admin.
  'POST /search/reindex': row(401, 401, 401, 401, 200),
  // Payload's stock auth routes of the users collection, taken over by the handlers of /api/auth/*.
  'POST /users/login': everyone(200),
  'POST /users/logout': everyone(200),
  'POST /users/forgot-password': everyone(200),
  'POST /users/reset-password': everyone(400),
  // The admin's Translation status view and its "Draft from English" (a machine draft of a fresh
  // published post, by the fake model).
  'GET /translation-status': contentRoles(200),
  'POST /translation-status/draft': contentRoles(200),
  // The SEO preview's address of a page (the SEO plugin's generate-url; issue 34 item 14): Payload
  // answers 401 to whoever may not open the admin.
  'POST /plugin-seo/generate-url': row(401, 401, 401, 200, 200),
  // Payload's run of the jobs queue (scheduled publishing): the publishing roles only.
  'GET /payload-jobs/run': row(401, 401, 401, 200, 200, 401),
}

/**
 * The users collection's auth routes that stay Payload's, under our rules: unlock is admin-only
 * (`access.unlock`), refresh-token needs a live session, first-register answers only an
 * installation without accounts, and e-mail verification is not used (no route).
 */
export const USER_AUTH_ROUTES: Record<string, Outcomes> = {
  'GET /users/me': everyone(200),
  'GET /users/init': everyone(200),
  'POST /users/refresh-token': row(403, 200, 200, 200, 200),
  'POST /users/unlock': row(403, 403, 403, 403, 200),
  'POST /users/first-register': everyone(403),
  'POST /users/verify/:id': everyone(404),
}

/**
 * POST /api/ask's modes (one route, so not rows of the table above): a question asked as a hint,
 * the next level of the `user`'s thread, and a check of an answer in it. Access is checked before
 * the thread, so an editor (never approved) hears 403 before anyone hears about the thread.
 */
export const ASK_MODES: Record<string, Outcomes> = {
  'POST /ask {mode: hint, question}': row(401, 200, 200, 403, 200),
  'POST /ask {mode: step, threadId}': row(401, 200, 404, 403, 404),
  'POST /ask {mode: check, threadId, studentAnswer}': row(401, 200, 404, 403, 404),
}

export const COLLECTION_OPERATIONS = ['find', 'findByID', 'create', 'update', 'delete'] as const
export type CollectionOperation = (typeof COLLECTION_OPERATIONS)[number]
type CollectionRow = Record<CollectionOperation, Outcomes>

/**
 * Payload refuses with 403 whoever asks, signed in or not. Content without drafts (categories): a
 * contributor adds and corrects, never deletes.
 */
const PUBLIC_CONTENT: CollectionRow = {
  find: everyone(200),
  findByID: everyone(200),
  create: row(403, 403, 403, 201, 201),
  update: row(403, 403, 403, 200, 200),
  delete: row(403, 403, 403, 200, 200, 403),
}
/**
 * Drafted content: the matrix creates and updates without `?draft=true` (what goes live), which a
 * contributor may not; its draft saves are in tests/locale-write-matrix.ts.
 */
const DRAFTED_CONTENT: CollectionRow = {
  ...PUBLIC_CONTENT,
  create: row(403, 403, 403, 201, 201, 403),
  update: row(403, 403, 403, 200, 200, 403),
}
/** Rows only the product's own operations write; admins read and delete them. */
const ADMIN_RECORDS: CollectionRow = {
  find: row(403, 403, 403, 403, 200),
  findByID: row(403, 403, 403, 403, 200),
  create: everyone(403),
  update: everyone(403),
  delete: row(403, 403, 403, 403, 200),
}
const NOBODY: CollectionRow = {
  find: everyone(403),
  findByID: everyone(403),
  create: everyone(403),
  update: everyone(403),
  delete: everyone(403),
}

/** Payload's REST routes of each collection: find, findByID, create, update, delete. */
export const COLLECTIONS: Record<string, CollectionRow> = {
  // Each account sees itself; admins see and manage everyone (findByID/update name the `user`).
  users: {
    find: row(403, 200, 200, 200, 200),
    findByID: row(403, 200, 404, 404, 200),
    create: row(403, 403, 403, 403, 201),
    update: row(403, 200, 403, 403, 200),
    delete: row(403, 403, 403, 403, 200),
  },
  // A contributor uploads, and edits only its own uploads (the fixture is someone else's).
  media: { ...PUBLIC_CONTENT, update: row(403, 403, 403, 200, 200, 403) },
  posts: DRAFTED_CONTENT,
  // Blog categories: anyone reads them (the blog's filter), editors and admins manage them.
  categories: PUBLIC_CONTENT,
  // Six fixed slugs, all seeded: a new category is a duplicate (400), and one with articles
  // cannot be deleted while they use it (409). Editors get as far as admins.
  'help-categories': {
    ...PUBLIC_CONTENT,
    create: row(403, 403, 403, 400, 400),
    delete: row(403, 403, 403, 409, 409, 403),
  },
  'help-articles': DRAFTED_CONTENT,
  competitors: DRAFTED_CONTENT,
  // Marketing pages (the home page among them): drafted as posts are.
  pages: DRAFTED_CONTENT,
  testimonials: DRAFTED_CONTENT,
  faqs: DRAFTED_CONTENT,
  // Editors manage redirects (live at once, so not contributors); the site's proxy reads them anonymously.
  redirects: {
    ...PUBLIC_CONTENT,
    create: row(403, 403, 403, 201, 201, 403),
    update: row(403, 403, 403, 200, 200, 403),
  },
  // The site search index: anyone reads it (each result is checked again as the visitor); only the
  // sync (and an admin, by hand) writes it.
  search: {
    find: everyone(200),
    findByID: everyone(200),
    create: row(403, 403, 403, 403, 201),
    update: row(403, 403, 403, 403, 200),
    delete: row(403, 403, 403, 403, 200),
  },
  visits: ADMIN_RECORDS,
  'access-requests': { ...ADMIN_RECORDS, create: row(403, 403, 403, 403, 201), update: row(403, 403, 403, 403, 200) },
  'auth-attempts': ADMIN_RECORDS,
  'report-images': ADMIN_RECORDS,
  'wrong-answer-reports': { ...ADMIN_RECORDS, update: row(403, 403, 403, 403, 200) },
  'stripe-events': ADMIN_RECORDS,
  payments: ADMIN_RECORDS,
  subscriptions: ADMIN_RECORDS,
  downloads: ADMIN_RECORDS,
  'question-images': ADMIN_RECORDS,
  'answer-threads': ADMIN_RECORDS,
  answers: ADMIN_RECORDS,
  'weekly-usage': ADMIN_RECORDS,
  // A student's own essays; only the writer's operations write them.
  essays: {
    find: row(403, 200, 200, 200, 200),
    findByID: row(403, 200, 404, 404, 200),
    create: everyone(403),
    update: everyone(403),
    // Payload refuses a delete the access rule filters out with 403 (a read with 404).
    delete: row(403, 200, 403, 403, 200),
  },
  // The page cache's shared revalidations: only its cache handler, in SQL, reads and writes them.
  'cache-tags': NOBODY,
  // A student's own flashcards: the list, create and delete are our endpoints (401 signed out),
  // reading one is Payload's, with the owner-only rule; staff have no access to anyone else's.
  flashcards: {
    find: signedIn(200),
    findByID: row(403, 200, 404, 404, 404),
    create: signedIn(201),
    update: everyone(403),
    delete: ownerOnly(200),
  },
  // Payload's internal collections, with Payload's own rules.
  'payload-kv': NOBODY,
  // The jobs queue (scheduled publishing) is written by Payload's own operations only.
  'payload-jobs': NOBODY,
  // Any signed-in account may see and set which document is being edited (Payload's default).
  'payload-locked-documents': {
    find: row(403, 200, 200, 200, 200),
    findByID: row(403, 200, 200, 200, 200),
    create: row(403, 201, 201, 201, 201),
    update: row(403, 200, 200, 200, 200),
    delete: row(403, 200, 200, 200, 200),
  },
  // A preference belongs to the account that saved it (here the `user`'s), admins included. It is
  // read and deleted by key: reading answers each caller their own value for it (none for others).
  'payload-preferences': {
    find: row(403, 200, 200, 200, 200),
    findByID: everyone(200),
    create: row(403, 201, 201, 201, 201),
    update: row(403, 200, 403, 403, 403),
    delete: row(401, 200, 404, 404, 404),
  },
  // No REST routes at all.
  'payload-migrations': {
    find: everyone(404),
    findByID: everyone(404),
    create: everyone(404),
    update: everyone(404),
    delete: everyone(404),
  },
}

/** Payload's REST routes of each global (updated as saved: live, so never by a contributor). */
export const GLOBALS: Record<string, Record<'read' | 'update', Outcomes>> = {
  ...Object.fromEntries(
    ['pricing', 'legal', 'site-settings', 'seo-routes'].map((slug) => [
      slug,
      { read: everyone(200), update: row(403, 403, 403, 200, 200, 403) },
    ]),
  ),
  // When each scheduled task last ran (Payload's, written by its scheduler only): nobody's over REST.
  'payload-jobs-stats': { read: everyone(403), update: everyone(403) },
}

// The publishing workflow's operations (drafts, publish one locale or all, unpublish, restore,
// trash, schedule) for every role and locale limit: tests/locale-write-matrix.ts.

const STAFF_VIEW = row<AdminViewOutcome>('login', 'home', 'home', 'view', 'view')
const ADMIN_VIEW = row<AdminViewOutcome>('login', 'home', 'home', 'not-found', 'view')
const HIDDEN_VIEW = row<AdminViewOutcome>('login', 'home', 'home', 'not-found', 'not-found')

/** The admin's views: the dashboard, the account page, each collection's list, each global. */
export const ADMIN_VIEWS: Record<string, Outcomes<AdminViewOutcome>> = {
  '/admin': STAFF_VIEW,
  '/admin/account': STAFF_VIEW,
  // Our own admin views (admin.components.views).
  '/admin/translation-status': STAFF_VIEW,
  '/admin/failed-schedules': STAFF_VIEW,
  '/admin/collections/users': ADMIN_VIEW,
  '/admin/collections/media': STAFF_VIEW,
  '/admin/collections/posts': STAFF_VIEW,
  '/admin/collections/categories': STAFF_VIEW,
  '/admin/collections/help-categories': STAFF_VIEW,
  '/admin/collections/help-articles': STAFF_VIEW,
  '/admin/collections/competitors': STAFF_VIEW,
  '/admin/collections/pages': STAFF_VIEW,
  '/admin/collections/redirects': STAFF_VIEW,
  '/admin/collections/search': STAFF_VIEW,
  '/admin/collections/testimonials': STAFF_VIEW,
  '/admin/collections/faqs': STAFF_VIEW,
  '/admin/collections/visits': ADMIN_VIEW,
  '/admin/collections/access-requests': ADMIN_VIEW,
  '/admin/collections/auth-attempts': ADMIN_VIEW,
  '/admin/collections/report-images': ADMIN_VIEW,
  '/admin/collections/wrong-answer-reports': ADMIN_VIEW,
  '/admin/collections/stripe-events': ADMIN_VIEW,
  '/admin/collections/payments': ADMIN_VIEW,
  '/admin/collections/subscriptions': ADMIN_VIEW,
  '/admin/collections/downloads': ADMIN_VIEW,
  '/admin/collections/question-images': ADMIN_VIEW,
  '/admin/collections/answer-threads': ADMIN_VIEW,
  '/admin/collections/answers': ADMIN_VIEW,
  '/admin/collections/weekly-usage': ADMIN_VIEW,
  '/admin/collections/essays': ADMIN_VIEW,
  '/admin/collections/cache-tags': HIDDEN_VIEW,
  '/admin/collections/flashcards': HIDDEN_VIEW,
  '/admin/collections/payload-kv': HIDDEN_VIEW,
  '/admin/collections/payload-jobs': HIDDEN_VIEW,
  '/admin/collections/payload-locked-documents': HIDDEN_VIEW,
  '/admin/collections/payload-preferences': HIDDEN_VIEW,
  '/admin/collections/payload-migrations': HIDDEN_VIEW,
  '/admin/globals/pricing': STAFF_VIEW,
  '/admin/globals/legal': STAFF_VIEW,
  '/admin/globals/site-settings': STAFF_VIEW,
  '/admin/globals/seo-routes': STAFF_VIEW,
  '/admin/globals/payload-jobs-stats': HIDDEN_VIEW,
}
