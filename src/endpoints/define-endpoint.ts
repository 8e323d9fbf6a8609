import type { Endpoint, PayloadRequest } from 'payload'
import { ZodError, type z } from 'zod'

import { translateValidationMessage } from '../i18n/validation'
import { isAppError } from '../lib/errors/app-error'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

type EndpointSpec<Schema extends z.ZodType | undefined> = {
  path: string
  method: Method
  /** Parses the JSON body; a failure answers 400 with translated field messages. */
  body?: Schema
  handler: (args: {
    req: PayloadRequest
    body: Schema extends z.ZodType ? z.infer<Schema> : undefined
  }) => Promise<Response>
}

const readJson = async (req: PayloadRequest): Promise<unknown> => {
  try {
    return req.json ? await req.json() : {}
  } catch {
    return Symbol.for('invalid-json')
  }
}

/**
 * One error handler for every custom endpoint: zod → 400 with field messages, AppError → its status
 * and message, anything else → 500 with a generic message, logged with context.
 */
export const defineEndpoint = <Schema extends z.ZodType | undefined = undefined>(
  spec: EndpointSpec<Schema>,
): Endpoint => ({
  path: spec.path,
  method: spec.method,
  handler: async (req) => {
    try {
      let body: unknown = undefined
      if (spec.body) {
        const raw = await readJson(req)
        if (raw === Symbol.for('invalid-json')) return Response.json({ message: 'Invalid JSON body' }, { status: 400 })
        body = spec.body.parse(raw)
      }
      return await spec.handler({ req, body: body as never })
    } catch (error) {
      if (error instanceof ZodError) {
        const issues = await Promise.all(
          error.issues.map(async (issue) => ({
            field: issue.path.join('.') || undefined,
            message: await translateValidationMessage(issue.message, req.locale),
          })),
        )
        return Response.json(
          { message: issues[0]?.message ?? 'Invalid request', field: issues[0]?.field, errors: issues },
          { status: 400 },
        )
      }
      if (isAppError(error)) {
        return Response.json({ message: error.message, field: error.field, ...error.details }, { status: error.status })
      }
      req.payload.logger.error({
        err: error,
        msg: `endpoint ${spec.method.toUpperCase()} ${spec.path} failed`,
        url: req.url,
      })
      return Response.json({ message: 'An unexpected error occurred' }, { status: 500 })
    }
  },
})
