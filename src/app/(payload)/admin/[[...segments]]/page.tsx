import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { headers as requestHeaders } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { adminAreaRedirect, adminLocaleRedirect } from '@/lib/admin-gate'

import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments?: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params: params as Promise<{ segments: string[] }>, searchParams })

/** The gates of src/lib/admin-gate.ts (who, and in which locale), then Payload's own admin views. */
const Page = async ({ params, searchParams }: Args) => {
  const { segments = [] } = await params
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await requestHeaders() })
  const isFirstRun = !user && (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0
  const destination = adminAreaRedirect({ role: user?.role, isSignedIn: Boolean(user), isFirstRun, segments })
  if (destination) redirect(destination)
  const inTheirLocale = adminLocaleRedirect({ user, segments, searchParams: await searchParams })
  if (inTheirLocale) redirect(inTheirLocale)
  return RootPage({ config, params: params as Promise<{ segments: string[] }>, searchParams, importMap })
}

export default Page
