import { AuthenticationError, LockedAuth, type Payload } from 'payload'

import { AppError } from '../../lib/errors/app-error'
import type { LoginInput } from '../../lib/validation/auth'
import { type PublicUser, toPublicUser } from './public-user'

type LoginMessages = { invalidCredentials: string; accountLocked: string }

/**
 * Payload's login (lockout after 5 failures for 10 minutes). Wrong e-mail and wrong password get
 * the same answer, so sign-in cannot be used to find out who has an account.
 */
export const signIn = async ({
  payload,
  input,
  messages,
}: {
  payload: Payload
  input: LoginInput
  messages: LoginMessages
}): Promise<{ token: string; exp?: number; user: PublicUser }> => {
  try {
    const result = await payload.login({
      collection: 'users',
      data: { email: input.email, password: input.password },
      overrideAccess: true,
    })
    if (!result.token || !result.user) throw new AppError('unauthorized', messages.invalidCredentials)
    return { token: result.token, exp: result.exp, user: await toPublicUser({ payload, user: result.user }) }
  } catch (error) {
    // instanceof, not error.name: production bundles minify class names.
    if (error instanceof LockedAuth) throw new AppError('rateLimited', messages.accountLocked)
    if (error instanceof AuthenticationError) throw new AppError('unauthorized', messages.invalidCredentials)
    throw error
  }
}
