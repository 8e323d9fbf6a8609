import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance for server components and route handlers (cached by Payload itself). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
