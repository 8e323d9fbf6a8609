import type { CollectionConfig } from 'payload'

import { adminOnlyField, adminOrOwner, hiddenFromNonAdmins } from '../../src/access'
import { LOCALES } from '../../src/config/locales'
import {
  ESSAY_STATUSES,
  ESSAY_TONES,
  MAX_ESSAY_LENGTH,
  MAX_ESSAY_TITLE_LENGTH,
  MAX_HEADING_LENGTH,
  MIN_ESSAY_LENGTH,
} from '../../src/config/writer'

/**
 * The essay writer's essays. Written only by the writer service (saved as they stream, so a
 * dropped connection keeps what was written); students read and delete their own through
 * /api/writer/essays, admins see every one.
 */
export const Essays: CollectionConfig = {
  slug: 'essays',
  admin: {
    group: 'Writer',
    // Students' own writing: admins moderate it, editors (content people) never see it.
    hidden: hiddenFromNonAdmins,
    useAsTitle: 'title',
    defaultColumns: ['title', 'user', 'status', 'words', 'createdAt'],
  },
  access: { read: adminOrOwner, create: () => false, update: () => false, delete: adminOrOwner },
  // The history: one student's essays, newest first.
  indexes: [{ fields: ['user', 'createdAt'] }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'title', type: 'text', required: true, maxLength: MAX_ESSAY_TITLE_LENGTH },
    { name: 'topic', type: 'textarea', required: true },
    { name: 'length', type: 'number', required: true, min: MIN_ESSAY_LENGTH, max: MAX_ESSAY_LENGTH },
    { name: 'tone', type: 'select', required: true, options: ESSAY_TONES.map((value) => ({ label: value, value })) },
    { name: 'language', type: 'select', required: true, options: LOCALES.map((value) => ({ label: value, value })) },
    {
      name: 'outline',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [{ name: 'heading', type: 'text', required: true, maxLength: MAX_HEADING_LENGTH }],
    },
    // The student's own writing the essay imitates; the latest one pre-fills the next wizard.
    { name: 'styleSample', type: 'textarea' },
    { name: 'content', type: 'textarea' },
    { name: 'words', type: 'number', min: 0, defaultValue: 0 },
    { name: 'targetWords', type: 'number', min: 0 },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: ESSAY_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'model', type: 'text', access: { read: adminOnlyField } },
  ],
}
