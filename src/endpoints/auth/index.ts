import { authCookie, clearedAuthCookie, clearedSessionHintCookie, sessionHintCookie } from '../../lib/http/auth-cookie'
import { hasBearerToken, isCrossSiteRequest } from '../../lib/http/same-origin'
import { AppError } from '../../lib/errors/app-error'
import {
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../lib/validation/auth'
import { signIn } from '../../services/accounts/login'
import { changePassword, requestPasswordReset, resetPassword } from '../../services/accounts/passwords'
import { toPublicUser } from '../../services/accounts/public-user'
import { registerAccount } from '../../services/accounts/register'
import { confirmEmailChange } from '../../services/accounts/email-change'
import { endAllSessions, endCurrentSession } from '../../services/accounts/sessions'
import { defineEndpoint } from '../define-endpoint'

const withCookies = (body: unknown, cookies: string[], status = 200) => {
  const headers = new Headers({ 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return Response.json(body, { status, headers })
}

const signedIn = (body: unknown, token: string, isRemembered = true, status = 200) =>
  withCookies(body, [authCookie(token, { isRemembered }), sessionHintCookie({ isRemembered })], status)

/** POST /api/auth/register {name, email, password, confirmPassword?, referralCode?} → 201 {token, user} */
export const registerEndpoint = defineEndpoint({
  path: '/auth/register',
  method: 'post',
  access: 'public',
  body: registerSchema,
  rateLimit: 'register',
  handler: async ({ req, body, messages, locale }) => {
    const result = await registerAccount({ payload: req.payload, input: body, messages, locale })
    return signedIn(result, result.token, true, 201)
  },
})

/** POST /api/auth/login {email, password, rememberMe?} → {token, user} */
export const loginEndpoint = defineEndpoint({
  path: '/auth/login',
  method: 'post',
  access: 'public',
  body: loginSchema,
  rateLimit: 'login',
  handler: async ({ req, body, messages }) => {
    const result = await signIn({ payload: req.payload, input: body, messages })
    return signedIn({ token: result.token, user: result.user }, result.token, body.rememberMe !== false)
  },
})

/** GET /api/auth/verify → {user} for the cookie or Bearer token, else 401. */
export const verifyEndpoint = defineEndpoint({
  path: '/auth/verify',
  method: 'get',
  access: 'user',
  handler: async ({ req, user }) =>
    Response.json(
      { user: await toPublicUser({ payload: req.payload, user }) },
      { headers: { 'cache-control': 'no-store' } },
    ),
})

/**
 * POST /api/auth/logout → ends the session on the server (the token stops working everywhere)
 * and clears the cookies; with `?allSessions=true`, every session of the account ("sign out
 * everywhere": other browsers, phones and extensions too). Another site cannot sign our user out: a browser's cross-site request
 * without the caller's own Bearer token is refused and clears nothing.
 */
export const logoutEndpoint = defineEndpoint({
  path: '/auth/logout',
  method: 'post',
  access: 'public',
  handler: async ({ req, messages }) => {
    if (isCrossSiteRequest(req.headers) && !hasBearerToken(req.headers)) {
      throw new AppError('forbidden', messages.crossSiteRefused)
    }
    // Payload's own parameter for its logout route: every session of the account, not this one alone.
    if (req.searchParams?.get('allSessions') === 'true') await endAllSessions({ req })
    else await endCurrentSession({ req })
    return withCookies({ success: true }, [clearedAuthCookie(), clearedSessionHintCookie()])
  },
})

/** POST /api/auth/change-password {currentPassword, newPassword, confirmPassword} */
export const changePasswordEndpoint = defineEndpoint({
  path: '/auth/change-password',
  method: 'post',
  access: 'user',
  body: changePasswordSchema,
  handler: async ({ req, user, body, messages }) => {
    await changePassword({
      payload: req.payload,
      user,
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
      messages,
    })
    return Response.json({ success: true, message: messages.passwordChanged })
  },
})

/** POST /api/auth/forgot-password {email}: the same answer whether or not the account exists. */
export const forgotPasswordEndpoint = defineEndpoint({
  path: '/auth/forgot-password',
  method: 'post',
  access: 'public',
  body: forgotPasswordSchema,
  rateLimit: 'forgotPassword',
  handler: async ({ req, body, locale }) => {
    await requestPasswordReset({ payload: req.payload, email: body.email, locale })
    return Response.json({
      success: true,
      message: 'If an account exists for this e-mail, a reset link is on its way.',
    })
  },
})

/** POST /api/auth/reset-password {token, password} → signs the user in with the new password. */
export const resetPasswordEndpoint = defineEndpoint({
  path: '/auth/reset-password',
  method: 'post',
  access: 'public',
  body: resetPasswordSchema,
  rateLimit: 'resetPassword',
  handler: async ({ req, body, messages }) => {
    const result = await resetPassword({ payload: req.payload, token: body.token, password: body.password, messages })
    return result.token ? signedIn({ success: true }, result.token) : Response.json({ success: true })
  },
})

/** POST /api/auth/confirm-email {token}: the link sent to a new address makes the change. */
export const confirmEmailEndpoint = defineEndpoint({
  path: '/auth/confirm-email',
  method: 'post',
  access: 'public',
  body: confirmEmailSchema,
  rateLimit: 'confirmEmail',
  handler: async ({ req, body, messages }) => {
    const { email } = await confirmEmailChange({ payload: req.payload, token: body.token, messages })
    return Response.json({ success: true, email, message: messages.emailChanged })
  },
})

export const authEndpoints = [
  registerEndpoint,
  loginEndpoint,
  verifyEndpoint,
  logoutEndpoint,
  changePasswordEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  confirmEmailEndpoint,
]
