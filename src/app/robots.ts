import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/absolute-url'

/**
 * No `Host:` line: it takes a bare host name, not a URL, and the crawlers that read it follow the
 * canonical URLs anyway. Benchmark pages are absent from production builds, so they need no rule.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/checkout', '/dashboard'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
