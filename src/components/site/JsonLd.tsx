import { scriptNonce } from '@/lib/http/script-nonce'

/**
 * Structured data for search engines. `<` is escaped so CMS text cannot close the script tag. A data
 * block never runs, but it carries the page's nonce like every other <script> of the page.
 */
export async function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      nonce={await scriptNonce()}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
