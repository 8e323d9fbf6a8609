import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

const FROM_ADDRESS = process.env.EMAIL_FROM_ADDRESS || 'no-reply@studify.app'
const FROM_NAME = process.env.EMAIL_FROM_NAME || 'Studify'

export const outboxDirectory = () => path.resolve(process.env.EMAIL_OUTBOX_DIR || path.join('data', 'outbox'))

const addressList = (value: SendEmailOptions['to']): string[] => {
  if (!value) return []
  const list = Array.isArray(value) ? value : [value]
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address))
}

/**
 * Development and tests: each message is written as JSON to the outbox folder (data/outbox),
 * where a developer (or a test) reads it. Nothing leaves the machine.
 */
const outboxAdapter: EmailAdapter = () => ({
  name: 'outbox',
  defaultFromAddress: FROM_ADDRESS,
  defaultFromName: FROM_NAME,
  sendEmail: async (message) => {
    const directory = outboxDirectory()
    mkdirSync(directory, { recursive: true })
    const to = addressList(message.to)
    const file = path.join(directory, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`)
    writeFileSync(
      file,
      JSON.stringify(
        { to, subject: message.subject, html: message.html, text: message.text, sentAt: new Date().toISOString() },
        null,
        2,
      ),
    )
    return { file }
  },
})

/** Production: SMTP from SMTP_HOST / SMTP_PORT / SMTP_USER / SMTP_PASS (TLS on port 465). */
const smtpAdapter: EmailAdapter = () => {
  const port = Number(process.env.SMTP_PORT || 587)
  const transport = nodemailer.createTransport({
    host: process.env.SMTP_HOST,
    port,
    secure: port === 465,
    auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } : undefined,
  })
  return {
    name: 'smtp',
    defaultFromAddress: FROM_ADDRESS,
    defaultFromName: FROM_NAME,
    sendEmail: async (message) => transport.sendMail({ from: `"${FROM_NAME}" <${FROM_ADDRESS}>`, ...message }),
  }
}

export const emailAdapter = (): EmailAdapter => (process.env.SMTP_HOST ? smtpAdapter : outboxAdapter)
