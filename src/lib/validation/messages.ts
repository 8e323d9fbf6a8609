/**
 * Validation message keys with their exact English text (spec §5). Schemas carry the key as the
 * zod message; `src/i18n/server-messages.ts` turns it into the reader's language from `validation.*`.
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMinLength: 'Password must be at least 8 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character (!@#$%^&*.)',
  nameRequired: 'Full name is required',
  nameMinLength: 'Name must be at least 2 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  termsRequired: 'You must agree to the terms and privacy policy',
  imageOnly: 'Please upload only image files',
  imageTooLarge: 'Image size should be less than 10MB',
  passwordMaxLength: 'Password must be at most 128 characters',
  nameMaxLength: 'Name must be at most 100 characters',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  accountLocked: 'Too many failed sign-in attempts. Please try again in 10 minutes.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  currentPasswordIncorrect: 'Current password is incorrect',
  resetTokenInvalid: 'This password reset link is invalid or has expired',
  signInRequired: 'Please sign in to continue',
  adminRequired: 'You do not have permission to do this',
  reportQuestionRequired: 'Please provide either text or an image for the question',
  reportWrongAnswerRequired: 'Please provide either text or an image for the wrong answer',
  reportTextTooLong: 'Please keep this under 5000 characters',
  reportSubmitted: 'Report submitted successfully. Thank you for helping us improve!',
  passwordChanged: 'Password changed successfully',
  cardNumberInvalid: 'Please enter a valid card number',
  expiryInvalid: 'Please enter a valid expiry date',
  cvvInvalid: 'Please enter a valid CVV',
  planInvalid: 'Invalid plan',
  paymentMethodInvalid: 'Please choose a valid payment method',
  questionRequired: 'Please type a question or attach an image',
  questionTooLong: 'Questions can be at most 500 characters',
  accessNotApproved:
    'Your access has not been approved yet. Start your trial or wait for an administrator to approve your request.',
  weeklyLimitReached: 'You have used all your questions for this week. Your limit resets on Monday.',
  modelUnavailable: 'The answer service is unavailable right now. Please try again in a minute.',
  threadNotFound: 'This conversation was not found',
  answerInterrupted: 'The answer was interrupted. This question was not counted; please ask again.',
  statsPeriodInvalid: 'Choose daily, weekly, monthly or total',
  imageQuestionTitle: 'Question about an image',
} as const

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES

export const isValidationMessageKey = (value: string): value is ValidationMessageKey =>
  Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, value)
