'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import type { SeriesPoint } from '../../../services/analytics/contract'

// Straight segments (type="linear"): a smoothed curve would draw growth between a quiet day and a busy one.
const COLORS = { newUsers: '#2f80ed', activeUsers: '#27ae60', questions: '#9b51e0', revenue: '#f2994a' }

type Point = SeriesPoint & { label: string }
type ChartProps = {
  title: string
  points: Point[]
  columns: { key: keyof SeriesPoint; name: string; format?: (value: number) => string }[]
  children: React.ReactElement
}

/** A titled chart with its numbers as a visually hidden table for screen readers. */
function Chart({ title, points, columns, children }: ChartProps) {
  return (
    <figure className="studify-admin__chart">
      <figcaption>{title}</figcaption>
      <ResponsiveContainer width="100%" height={220}>
        {children}
      </ResponsiveContainer>
      <table className="studify-admin__visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{point.label}</th>
              {columns.map((column) => (
                <td key={column.key}>{column.format ? column.format(Number(point[column.key])) : point[column.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

/** Users, questions and revenue per day of the window (recharts), with accessible tables behind them. */
export default function AnalyticsCharts({ series }: { series: SeriesPoint[] }) {
  const t = useTranslations('admin.analytics.charts')
  const format = useFormatter()
  const locale = useLocale()
  const rtl = locale === 'ar'
  const points = series.map((point) => ({
    ...point,
    label: format.dateTime(new Date(`${point.date}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  }))
  const money = (value: number) => format.number(value, { style: 'currency', currency: 'USD' })
  const compactMoney = (value: number) =>
    format.number(value, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 })
  const axis = {
    x: { dataKey: 'label', reversed: rtl, tickLine: false, interval: 'preserveStartEnd' as const, minTickGap: 16 },
    y: { orientation: (rtl ? 'right' : 'left') as 'right' | 'left', width: 48, allowDecimals: false },
  }

  return (
    <div className="studify-admin__charts">
      <Chart
        title={t('users')}
        points={points}
        columns={[
          { key: 'newUsers', name: t('newUsers') },
          { key: 'activeUsers', name: t('activeUsers') },
        ]}
      >
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...axis.x} />
          <YAxis {...axis.y} />
          <Tooltip />
          <Legend />
          <Line
            type="linear"
            dataKey="newUsers"
            name={t('newUsers')}
            stroke={COLORS.newUsers}
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="activeUsers"
            name={t('activeUsers')}
            stroke={COLORS.activeUsers}
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </LineChart>
      </Chart>
      <Chart title={t('questions')} points={points} columns={[{ key: 'questions', name: t('questionsSeries') }]}>
        <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...axis.x} />
          <YAxis {...axis.y} />
          <Tooltip />
          <Area
            type="linear"
            dataKey="questions"
            name={t('questionsSeries')}
            stroke={COLORS.questions}
            fill={COLORS.questions}
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        </AreaChart>
      </Chart>
      <Chart
        title={t('revenue')}
        points={points}
        columns={[{ key: 'revenue', name: t('revenueSeries'), format: money }]}
      >
        <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...axis.x} />
          <YAxis {...axis.y} allowDecimals tickFormatter={(value: number) => compactMoney(value)} />
          <Tooltip formatter={(value) => money(Number(value))} />
          <Area
            type="linear"
            dataKey="revenue"
            name={t('revenueSeries')}
            stroke={COLORS.revenue}
            fill={COLORS.revenue}
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        </AreaChart>
      </Chart>
    </div>
  )
}
