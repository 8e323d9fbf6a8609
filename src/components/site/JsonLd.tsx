/**
 * Structured data for search engines. `<` is escaped so CMS text cannot close the script tag. A data
 * block never runs, so it needs no nonce (and a cached page has none to give it).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
