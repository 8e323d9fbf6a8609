'use client'

import { Banner, Button, Drawer, Pill, ShimmerEffect } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'

import { WRONG_ANSWER_REPORT_TRANSITIONS, type WrongAnswerReportStatus } from '../../../config/reports'
import { useAdminData, useAdminMutation } from '../shared/admin-api'
import { REPORT_STATUS_STYLE, type ReportDetail, type ReportRow } from './types'

export const REPORT_DRAWER = 'studify-report'

type Props = { reportId: ReportRow['id'] | null; onMoved: (message: string) => void }

/** One report in full: both texts and images, the correct answer, links into /admin, and its allowed moves. */
export function ReportDrawer({ reportId, onMoved }: Props) {
  const t = useTranslations('admin.reports')
  const format = useFormatter()
  const mutate = useAdminMutation()
  const [moving, setMoving] = useState<WrongAnswerReportStatus | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const path = reportId === null ? null : `/api/analytics/wrong-answer-reports/${reportId}`
  const {
    data,
    error,
    mutate: reload,
  } = useAdminData<{ report: ReportDetail }>(path, t('detailFailed'), {
    keepPreviousData: false,
  })
  const report = data?.report

  const move = async (next: WrongAnswerReportStatus) => {
    if (!report) return
    setMoving(next)
    setProblem(null)
    try {
      await mutate(`/api/analytics/wrong-answer-reports/${report.id}`, 'PUT', t('moveFailed'), { status: next })
      await reload()
      onMoved(t('moved', { status: t(`status.${next}`) }))
    } catch (caught) {
      setProblem(caught instanceof Error ? caught.message : t('moveFailed'))
    } finally {
      setMoving(null)
    }
  }

  return (
    <Drawer slug={REPORT_DRAWER} title={t('detailTitle')} className="studify-admin__drawer">
      {error && !data ? <Banner type="error">{error.message}</Banner> : null}
      {!report && !error ? <ShimmerEffect height={360} /> : null}
      {report ? (
        <div className="studify-admin__report">
          <div className="studify-admin__report-meta">
            <Pill pillStyle={REPORT_STATUS_STYLE[report.status] ?? 'error'} size="small" rounded>
              {t(`status.${report.status}`)}
            </Pill>
            <span>
              {t('reportedBy', {
                name: report.user.name,
                date: format.dateTime(new Date(report.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </span>
            <bdi className="studify-admin__muted">{report.user.email}</bdi>
          </div>
          <div className="studify-admin__report-actions" role="group" aria-label={t('moveTo')}>
            {WRONG_ANSWER_REPORT_TRANSITIONS[report.status].map((next) => (
              <Button
                key={next}
                size="small"
                margin={false}
                buttonStyle={next === 'pending' ? 'secondary' : 'primary'}
                disabled={moving !== null}
                onClick={() => void move(next)}
              >
                {moving === next ? t('moving') : t(`actions.${next}`)}
              </Button>
            ))}
          </div>
          {problem ? (
            <div role="alert">
              <Banner type="error">{problem}</Banner>
            </div>
          ) : null}
          <Section
            title={t('question')}
            text={report.question.text}
            image={report.question.imageUrl}
            alt={t('questionImage')}
          />
          <Section
            title={t('wrongAnswer')}
            text={report.wrongAnswer.text}
            image={report.wrongAnswer.imageUrl}
            alt={t('wrongAnswerImage')}
          />
          <Section title={t('correctAnswer')} text={report.correctAnswer} empty={t('notGiven')} />
          <Section title={t('explanation')} text={report.explanation} empty={t('notGiven')} />
          <p className="studify-admin__report-links">
            {report.answerId !== null ? (
              <a href={`/admin/collections/answers/${report.answerId}`}>{t('openAnswer')}</a>
            ) : (
              <span className="studify-admin__muted">{t('answerUnknown')}</span>
            )}
            {report.threadId !== null ? (
              <a href={`/admin/collections/answer-threads/${report.threadId}`}>{t('openThread')}</a>
            ) : null}
          </p>
        </div>
      ) : null}
    </Drawer>
  )
}

type SectionProps = { title: string; text: string | null; image?: string | null; alt?: string; empty?: string }

function Section({ title, text, image, alt, empty }: SectionProps) {
  return (
    <section className="studify-admin__report-section">
      <h3>{title}</h3>
      {text ? (
        <p className="studify-admin__report-text" dir="auto">
          {text}
        </p>
      ) : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- private, admin-only upload served by our API */}
      {image ? <img src={image} alt={alt ?? ''} className="studify-admin__report-image" /> : null}
      {!text && !image && empty ? <p className="studify-admin__muted">{empty}</p> : null}
    </section>
  )
}
