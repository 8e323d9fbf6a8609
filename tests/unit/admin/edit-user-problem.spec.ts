import { describe, expect, it } from 'vitest'

import { editUserProblem } from '@/admin/dashboard/users/edit-user-problem'

describe('Edit User: what the form says before sending', () => {
  it.each([
    [
      { email: '  ', limit: '10' },
      { key: 'emailRequired', field: 'email' },
    ],
    [
      { email: 'not-an-address', limit: '10' },
      { key: 'emailInvalid', field: 'email' },
    ],
    [
      { email: 'a@b.co', limit: '' },
      { key: 'limitInvalid', field: 'requestLimit' },
    ],
    [
      { email: 'a@b.co', limit: '-1' },
      { key: 'limitInvalid', field: 'requestLimit' },
    ],
    [
      { email: 'a@b.co', limit: '2.5' },
      { key: 'limitInvalid', field: 'requestLimit' },
    ],
    [{ email: ' a@b.co ', limit: ' 40 ' }, null],
  ])('%j → %j', (input, expected) => {
    expect(editUserProblem(input)).toEqual(expected)
  })
})
