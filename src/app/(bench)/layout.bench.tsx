import type React from 'react'

export const metadata = { robots: { index: false, follow: false } }

export default function BenchLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
