import { isPaidStatus } from '../../config/billing'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'

/**
 * The writer's gate, the same as the dashboard's (spec §2, Main app screen gating): an account
 * still on `onboarding` has not set up a plan. A payment whose webhook is still on its way
 * already counts, as it does on the pages.
 */
export const canUseWriter = (user: Pick<User, 'role' | 'plan' | 'billing'>) =>
  user.role === 'admin' || user.plan !== 'onboarding' || isPaidStatus(user.billing?.subscriptionStatus)

export const assertCanUseWriter = ({ user, message }: { user: User; message: string }) => {
  if (!canUseWriter(user)) throw new AppError('forbidden', message)
}
