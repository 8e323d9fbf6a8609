import type { WrongAnswerReportStatus } from '../../../config/reports'
import type { Paged } from '../shared/admin-api'

export type ReportRow = {
  id: number | string
  createdAt: string
  status: WrongAnswerReportStatus
  user: { id: number | string; name: string; email: string }
  question: { text: string | null }
  wrongAnswer: { text: string | null }
}

export type ReportsPage = Paged & Record<WrongAnswerReportStatus, number> & { reports: ReportRow[] }

export type ReportDetail = Omit<ReportRow, 'question' | 'wrongAnswer'> & {
  question: { text: string | null; imageUrl: string | null }
  wrongAnswer: { text: string | null; imageUrl: string | null }
  correctAnswer: string | null
  explanation: string | null
  answerId: number | string | null
  threadId: number | string | null
}

export const REPORT_STATUS_STYLE = {
  pending: 'warning',
  reviewing: 'light',
  resolved: 'success',
  rejected: 'error',
} as const satisfies Record<WrongAnswerReportStatus, string>
