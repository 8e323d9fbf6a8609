import {
  EXAM_PAGE_RULES,
  EXAM_TITLE_MARKERS,
  EXAM_URL_MARKERS,
  type ExamMarker,
  LOCKDOWN_USER_AGENT_MARKERS,
} from '@/config/exam-mode'

/** Why a page is treated as a quiz or exam: which list entry matched, and on what. */
export type ExamSignal = { kind: 'page' | 'proctoring' | 'lockdownBrowser'; id: string; platform: string }

export type ExamPageInput = {
  /** The page's address; absent when the browser does not tell (then only the other hints count). */
  url?: string | null
  title?: string | null
  /** The browser's own user agent: a lockdown browser makes every page an exam page. */
  userAgent?: string | null
}

const firstMarker = (markers: readonly ExamMarker[], text: string | null | undefined) =>
  text ? markers.find((marker) => marker.pattern.test(text)) : undefined

const webUrl = (url: string | null | undefined) => {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null
  } catch {
    return null
  }
}

/**
 * Whether Studify is on a quiz or exam page (src/config/exam-mode.ts), and why; null when it is not.
 * Pure: the panel and the background give it what the browser says about the tab.
 */
export const detectExamPage = ({ url, title, userAgent }: ExamPageInput): ExamSignal | null => {
  const browser = firstMarker(LOCKDOWN_USER_AGENT_MARKERS, userAgent)
  if (browser) return { kind: 'lockdownBrowser', id: browser.id, platform: browser.platform }
  const page = webUrl(url)
  if (page) {
    const host = page.hostname.toLowerCase()
    const pathAndQuery = `${page.pathname}${page.search}`
    const rule = EXAM_PAGE_RULES.find(
      (candidate) => (!candidate.host || candidate.host.test(host)) && candidate.path.test(pathAndQuery),
    )
    if (rule) return { kind: 'page', id: rule.id, platform: rule.platform }
    const launch = firstMarker(EXAM_URL_MARKERS, `${page.search}${page.hash}`)
    if (launch) return { kind: 'proctoring', id: launch.id, platform: launch.platform }
  }
  // A title counts only on web pages (not on the browser's or the extension's own pages).
  const titled = page ? firstMarker(EXAM_TITLE_MARKERS, title) : undefined
  return titled ? { kind: 'proctoring', id: titled.id, platform: titled.platform } : null
}
