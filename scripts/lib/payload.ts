import nextEnv from '@next/env'
import type { Payload } from 'payload'

/**
 * Scripts run the same database as `npm start` (production mode: migrations, never schema push)
 * unless NODE_ENV says otherwise, and read the same .env files as Next.js.
 */
export const getScriptPayload = async (): Promise<Payload> => {
  const env = process.env as Record<string, string | undefined>
  env.NODE_ENV ??= 'production'
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV === 'development')
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../../payload.config')])
  return getPayload({ config })
}
