const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type EditUserProblem = {
  key: 'emailRequired' | 'emailInvalid' | 'limitInvalid'
  field: 'email' | 'requestLimit'
}

/** What the Edit User form says before it sends anything (the server checks again and has the last word). */
export const editUserProblem = ({ email, limit }: { email: string; limit: string }): EditUserProblem | null => {
  if (!email.trim()) return { key: 'emailRequired', field: 'email' }
  if (!EMAIL_SHAPE.test(email.trim())) return { key: 'emailInvalid', field: 'email' }
  if (!/^\d+$/.test(limit.trim())) return { key: 'limitInvalid', field: 'requestLimit' }
  return null
}
