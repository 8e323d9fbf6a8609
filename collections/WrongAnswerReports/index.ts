import type { CollectionConfig, Field } from 'payload'

import { adminOnly } from '../../src/access'
import { MAX_REPORT_TEXT_LENGTH, WRONG_ANSWER_REPORT_STATUSES } from '../../src/config/reports'

const reportPart = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'text', type: 'textarea', maxLength: MAX_REPORT_TEXT_LENGTH },
    { name: 'image', type: 'upload', relationTo: 'report-images' },
  ],
})

/** A student's report of a wrong answer (spec §5); admins review it and move its status. */
export const WrongAnswerReports: CollectionConfig = {
  slug: 'wrong-answer-reports',
  admin: {
    group: 'Analytics',
    useAsTitle: 'status',
    defaultColumns: ['user', 'status', 'createdAt'],
  },
  access: { read: adminOnly, create: () => false, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: WRONG_ANSWER_REPORT_STATUSES.map((value) => ({ label: value, value })),
    },
    reportPart('question', 'Question'),
    reportPart('wrongAnswer', 'Wrong answer'),
    { name: 'correctAnswer', type: 'textarea', maxLength: MAX_REPORT_TEXT_LENGTH },
    { name: 'explanation', type: 'textarea', maxLength: MAX_REPORT_TEXT_LENGTH },
    // The answer the extension showed, when the report was filed from it (kept as its id).
    { name: 'answerId', type: 'text', index: true, admin: { readOnly: true } },
  ],
}
