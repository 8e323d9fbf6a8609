import { describe, expect, it } from 'vitest'

import { EXAM_PAGE_RULES } from '@/config/exam-mode'

import { detectExamPage } from '../../../extension/src/exam-mode/detect-exam-page'

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

/** Quiz and exam pages of the common platforms, each with the rule that must name it. */
const EXAM_PAGES: Array<[url: string, ruleId: string]> = [
  ['https://school.instructure.com/courses/1234/quizzes/567', 'canvas-quiz'],
  ['https://school.instructure.com/courses/1234/quizzes/567/take', 'canvas-quiz'],
  ['https://canvas.uni.edu/courses/9/quizzes/88/take?user_id=4', 'canvas-quiz'],
  ['https://uni.quiz-lti-iad-prod.instructure.com/lti/launch', 'canvas-new-quizzes'],
  ['https://moodle.school.edu/mod/quiz/attempt.php?attempt=42&cmid=7', 'moodle-quiz'],
  ['https://school.edu/moodle/mod/quiz/attempt.php?attempt=1', 'moodle-quiz'],
  ['https://moodle.school.edu/mod/quiz/summary.php?attempt=42', 'moodle-quiz'],
  ['https://moodle.school.edu/mod/quiz/startattempt.php', 'moodle-quiz'],
  ['https://learn.uni.edu/webapps/assessment/take/launch.jsp?course_assessment_id=_1_1', 'blackboard-classic-test'],
  [
    'https://learn.uni.edu/ultra/courses/_123_1/outline/assessment/test/_456_1/overview/attempt/_789_1',
    'blackboard-ultra-test',
  ],
  ['https://uni.brightspace.com/d2l/lms/quizzing/user/attempt/quiz_start_frame_auto.d2l?qi=5', 'brightspace-quiz'],
  ['https://uni.brightspace.com/d2l/lms/quizzing/user/quiz_summary.d2l?qi=5', 'brightspace-quiz'],
  ['https://app.schoology.com/assignment/7788/assessment', 'schoology-assessment'],
  ['https://district.schoology.com/assessment/991/take', 'schoology-assessment'],
  ['https://sakai.uni.edu/samigo-app/servlet/Login?id=abc', 'sakai-samigo'],
  ['https://docs.google.com/forms/d/e/1FAIpQLSf_abc-123/viewform', 'google-forms'],
  ['https://docs.google.com/forms/d/1aBc/viewform?usp=sf_link', 'google-forms'],
  ['https://docs.google.com/forms/u/0/d/e/1FAIpQLS/formResponse', 'google-forms'],
  ['https://forms.office.com/Pages/ResponsePage.aspx?id=xyz', 'microsoft-forms'],
  ['https://forms.office.com/r/AbCdEf', 'microsoft-forms'],
  ['https://quizlet.com/123456789/test', 'quizlet-test'],
  ['https://quizlet.com/fr-fr/123456789/test?answerTermSides=2', 'quizlet-test'],
  ['https://app.proctorio.com/secured', 'proctoring-services'],
  ['https://app.honorlock.com/exam/start', 'proctoring-services'],
  ['https://go.proctoru.com/session', 'proctoring-services'],
]

/** Pages of the same platforms (and the wider web) that are not an attempt at a quiz. */
const ORDINARY_PAGES = [
  'https://school.instructure.com/courses/1234/quizzes',
  'https://school.instructure.com/courses/1234/assignments/567',
  'https://school.instructure.com/courses/1234/pages/quizzes-guide',
  'https://moodle.school.edu/mod/quiz/view.php?id=7',
  'https://moodle.school.edu/mod/forum/view.php?id=3',
  'https://moodle.school.edu/course/view.php?id=2',
  'https://learn.uni.edu/webapps/blackboard/content/listContent.jsp',
  'https://uni.brightspace.com/d2l/home/6606',
  'https://app.schoology.com/course/55/materials',
  'https://docs.google.com/document/d/1aBc/edit',
  'https://docs.google.com/forms/d/1aBc/edit',
  'https://quizlet.com/123456789/flashcards',
  'https://quizlet.com/123456789/learn',
  'https://en.wikipedia.org/wiki/Quiz',
  'https://www.khanacademy.org/math/algebra',
  'https://example.com/mod/quiz/attempt.phpx',
  'https://notproctorio.com.evil.example/',
  'https://example.com/?q=proctorio',
  'chrome://extensions/',
  'file:///home/student/courses/1/quizzes/2',
  'not a url',
  '',
]

describe('detectExamPage', () => {
  it.each(EXAM_PAGES)('%s is an exam page (%s)', (url, ruleId) => {
    expect(detectExamPage({ url, userAgent: CHROME_UA })).toMatchObject({ kind: 'page', id: ruleId })
  })

  it.each(ORDINARY_PAGES)('%s is not an exam page', (url) => {
    expect(detectExamPage({ url, title: 'Course home', userAgent: CHROME_UA })).toBeNull()
  })

  it('has a positive example for every rule of the published list', () => {
    const covered = new Set(EXAM_PAGES.map(([, ruleId]) => ruleId))
    expect(EXAM_PAGE_RULES.map((rule) => rule.id).filter((id) => !covered.has(id))).toEqual([])
  })

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120 Safari/537.36 Respondus LockDown Browser',
      'respondus-lockdown',
    ],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) LockDownBrowser/2.1', 'respondus-lockdown'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120 Safari/537.36 SEB/3.5.0', 'safe-exam-browser'],
  ])('a lockdown browser makes any page an exam page: %s', (userAgent, id) => {
    expect(detectExamPage({ url: 'https://en.wikipedia.org/wiki/Cell', userAgent })).toMatchObject({
      kind: 'lockdownBrowser',
      id,
    })
    expect(detectExamPage({ url: null, userAgent })).toMatchObject({ kind: 'lockdownBrowser', id })
  })

  it.each([
    [{ url: 'https://canvas.uni.edu/courses/1/assignments/2?proctorio_session=abc' }, 'proctoring-launch'],
    [{ url: 'https://lms.uni.edu/launch#honorlock_token=1' }, 'proctoring-launch'],
    [{ url: 'https://lms.uni.edu/exam/2', title: 'Midterm — Respondus LockDown Browser' }, 'lockdown-title'],
    [{ url: 'https://lms.uni.edu/exam/2', title: 'Midterm (secured by Proctorio)' }, 'proctoring-title'],
    [{ url: 'https://lms.uni.edu/exam/2', title: 'Honorlock — Final exam' }, 'proctoring-title'],
  ])('proctoring markers on an ordinary LMS address: %o', (input, id) => {
    expect(detectExamPage({ ...input, userAgent: CHROME_UA })).toMatchObject({ kind: 'proctoring', id })
  })

  it('ignores titles of pages that are not web pages, and pages with no address', () => {
    expect(detectExamPage({ url: 'chrome://newtab/', title: 'Proctorio' })).toBeNull()
    expect(detectExamPage({ url: undefined, title: 'Honorlock', userAgent: CHROME_UA })).toBeNull()
    expect(detectExamPage({})).toBeNull()
  })
})
