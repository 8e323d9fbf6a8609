import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { parsePreviewPath } from '@/lib/preview-path'

/**
 * "Exit preview" on the preview bar: draft mode ends and the editor is back on the published page.
 * Anyone may end draft mode (it only takes something away); the way back is one of our own pages.
 */
export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  const path = parsePreviewPath(request.nextUrl.searchParams.get('path')) ?? '/'
  return new Response(null, { status: 307, headers: { 'Cache-Control': 'private, no-store', Location: path } })
}
