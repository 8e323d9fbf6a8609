'use client'

import { useLocale } from 'next-intl'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { StatsPeriod } from '@/config/stats'

import { bucketLabel } from './stats-labels'

type Props = { period: StatsPeriod; data: { date: string; count: number }[]; label: string; seriesName: string }

/** The questions-per-bucket bar chart (recharts; loaded only when My Stats opens). */
export default function UsageChart({ period, data, label, seriesName }: Props) {
  const locale = useLocale()
  const isRtl = locale === 'ar'
  const points = data.map((point) => ({ ...point, label: bucketLabel(period, point.date, locale) }))
  return (
    <figure className="usage-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" reversed={isRtl} tickLine={false} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} orientation={isRtl ? 'right' : 'left'} width={32} />
          <Tooltip cursor={{ fillOpacity: 0.1 }} />
          <Bar dataKey="count" name={seriesName} fill="var(--color-primary, #4f46e5)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
      <table className="visually-hidden">
        <caption>{label}</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{point.label}</th>
              <td>{point.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
