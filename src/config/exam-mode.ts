/**
 * Honest exam mode: the pages on which Studify explains concepts and gives hints but never the final
 * answer, and never fills anything in. The one list, read by the extension's detector
 * (`extension/src/exam-mode/detect-exam-page.ts`), the panel's settings and the public /exam-mode
 * page that schools link to. It lives with the shared config (not in `extension/`) because the site
 * publishes it too; the extension already builds shared config into its bundle.
 *
 * A rule matches the page's URL: `host` (optional) against the host name, `path` against the path
 * and query. `shown` is the pattern as a reader sees it in the lists.
 */
export type ExamPageRule = {
  id: string
  /** The platform's own name (a brand, not translated). */
  platform: string
  host?: RegExp
  path: RegExp
  shown: string
}

export const EXAM_PAGE_RULES: readonly ExamPageRule[] = [
  {
    id: 'canvas-quiz',
    platform: 'Canvas',
    path: /\/courses\/\d+\/quizzes\/\d+(?:[/?#]|$)/,
    shown: '/courses/*/quizzes/*',
  },
  {
    id: 'canvas-new-quizzes',
    platform: 'Canvas New Quizzes',
    host: /(?:^|\.)quiz-(?:lti|api)[\w-]*\.instructure\.com$/,
    path: /^\//,
    shown: '*.quiz-lti-*.instructure.com',
  },
  {
    id: 'moodle-quiz',
    platform: 'Moodle',
    path: /(?:^|\/)mod\/quiz\/(?:attempt|summary|startattempt|processattempt)\.php(?:[?#]|$)/,
    shown: '/mod/quiz/attempt.php, summary.php, startattempt.php',
  },
  {
    id: 'blackboard-classic-test',
    platform: 'Blackboard Learn',
    path: /\/webapps\/assessment\/take\//,
    shown: '/webapps/assessment/take/*',
  },
  {
    id: 'blackboard-ultra-test',
    platform: 'Blackboard Learn Ultra',
    path: /\/ultra\/courses\/[^/]+\/.*\/(?:assessment|test)\/.*\/attempt\//,
    shown: '/ultra/courses/*/…/assessment/…/attempt/*',
  },
  {
    id: 'brightspace-quiz',
    platform: 'D2L Brightspace',
    path: /\/d2l\/lms\/quizzing\/user\//,
    shown: '/d2l/lms/quizzing/user/*',
  },
  {
    id: 'schoology-assessment',
    platform: 'Schoology',
    host: /(?:^|\.)schoology\.com$/,
    path: /^\/(?:assignment\/\d+\/assessment|assessment\/\d+)(?:[/?#]|$)/,
    shown: 'schoology.com/assignment/*/assessment',
  },
  {
    id: 'sakai-samigo',
    platform: 'Sakai Tests & Quizzes',
    path: /\/samigo-app\//,
    shown: '/samigo-app/*',
  },
  {
    id: 'google-forms',
    platform: 'Google Forms',
    host: /^docs\.google\.com$/,
    path: /^\/forms\/(?:u\/\d+\/)?d\/(?:e\/)?[\w-]+\/(?:viewform|formResponse)(?:[/?#]|$)/,
    shown: 'docs.google.com/forms/…/viewform',
  },
  {
    id: 'microsoft-forms',
    platform: 'Microsoft Forms',
    host: /^forms\.(?:office|microsoft)\.com$/,
    path: /^\/(?:Pages\/ResponsePage\.aspx|r\/|e\/)/i,
    shown: 'forms.office.com/Pages/ResponsePage.aspx',
  },
  {
    id: 'quizlet-test',
    platform: 'Quizlet',
    host: /(?:^|\.)quizlet\.com$/,
    path: /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?\d+\/test(?:[/?#]|$)/i,
    shown: 'quizlet.com/*/test',
  },
  {
    id: 'proctoring-services',
    platform: 'Proctorio, Honorlock, ProctorU, Examity, Respondus',
    host: /(?:^|\.)(?:proctorio|honorlock|proctoru|examity|respondus)\.(?:com|net)$/,
    path: /^\//,
    shown: '*.proctorio.com, *.honorlock.com, *.proctoru.com, *.examity.com, *.respondus.com',
  },
]

/**
 * Hints that a proctoring tool is watching the page even where the URL is the LMS's own: the
 * query string proctoring extensions add to the quiz they launch, and words in the page title.
 */
export type ExamMarker = { id: string; platform: string; pattern: RegExp; shown: string }

export const EXAM_URL_MARKERS: readonly ExamMarker[] = [
  {
    id: 'proctoring-launch',
    platform: 'Proctorio, Honorlock',
    pattern: /[?&#](?:[\w-]*proctorio[\w-]*|[\w-]*honorlock[\w-]*)=/i,
    shown: '?proctorio…=, ?honorlock…=',
  },
]

export const EXAM_TITLE_MARKERS: readonly ExamMarker[] = [
  {
    id: 'lockdown-title',
    platform: 'Respondus LockDown Browser',
    pattern: /LockDown Browser|Respondus Monitor/i,
    shown: '“LockDown Browser”, “Respondus Monitor”',
  },
  {
    id: 'proctoring-title',
    platform: 'Proctorio, Honorlock',
    pattern: /\b(?:Proctorio|Honorlock)\b/i,
    shown: '“Proctorio”, “Honorlock”',
  },
]

/** Browsers made for exams: the whole session is an exam. */
export const LOCKDOWN_USER_AGENT_MARKERS: readonly ExamMarker[] = [
  {
    id: 'respondus-lockdown',
    platform: 'Respondus LockDown Browser',
    pattern: /LockDown ?Browser|Respondus/i,
    shown: 'LockDown Browser',
  },
  { id: 'safe-exam-browser', platform: 'Safe Exam Browser', pattern: /\bSEB\/\d/, shown: 'SEB/…' },
]

/** The public page that publishes this list (the panel links to it; schools point students to it). */
export const EXAM_MODE_PAGE_PATH = '/exam-mode'
