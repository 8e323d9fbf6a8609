import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// vitest does not read .env files: integration runs bring their own secret and media folder.
process.env.PAYLOAD_SECRET ||= randomBytes(32).toString('hex')
process.env.MEDIA_DIR ||= mkdtempSync(path.join(tmpdir(), 'studify-media-'))
process.env.NEXT_PUBLIC_SERVER_URL ||= 'http://localhost:3000'
// Tests run the jobs queue themselves, as app servers would (tests/int/scheduled-publish).
process.env.PAYLOAD_JOBS_AUTORUN ||= 'false'
process.env.EMAIL_OUTBOX_DIR ||= mkdtempSync(path.join(tmpdir(), 'studify-outbox-'))
process.env.REPORT_IMAGES_DIR ||= mkdtempSync(path.join(tmpdir(), 'studify-report-images-'))
process.env.QUESTION_IMAGES_DIR ||= mkdtempSync(path.join(tmpdir(), 'studify-question-images-'))
