import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { startPreview } from '@/services/content/preview-session'

/**
 * The admin's Preview button and live preview open a page here: a signed-in editor gets draft mode
 * and is sent on to the page; anyone else is refused (services/content/preview-session.ts).
 */
export async function GET(request: NextRequest): Promise<Response> {
  const outcome = await startPreview({ path: request.nextUrl.searchParams.get('path'), headers: request.headers })
  const draft = await draftMode()
  if (outcome.status !== 307) {
    // A refused request also ends any draft mode its cookie still claims.
    if (draft.isEnabled) draft.disable()
    return Response.json({ error: outcome.message }, { status: outcome.status, headers: NO_STORE })
  }
  draft.enable()
  return new Response(null, { status: 307, headers: { ...NO_STORE, Location: outcome.location } })
}

const NO_STORE = { 'Cache-Control': 'private, no-store' }
