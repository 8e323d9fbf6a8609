import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { outboxDirectory } from '@/services/email/adapter'

export type OutboxMessage = { to: string[]; subject: string; html: string; text?: string }

/** Messages the outbox adapter wrote for `to`, oldest first. */
export const readOutbox = (to: string): OutboxMessage[] => {
  const directory = outboxDirectory()
  if (!existsSync(directory)) return []
  return readdirSync(directory)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as OutboxMessage)
    .filter((message) => message.to.includes(to))
}
