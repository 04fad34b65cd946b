import fs from 'node:fs'
import path from 'node:path'

import type { SunkMail } from '../helpers/mailSink'
import type { Stack } from './stack'

/** Rows of one statement on a connection of its own (the app's pools are not involved). */
export async function rows(stack: Stack, query: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = await stack.db.client()
  // A connection lost mid-statement is also reported by the statement's rejection, which reaches the caller.
  client.on('error', () => {})
  try {
    return (await client.query(query, params)).rows
  } finally {
    await client.end()
  }
}

/** Every mail the SMTP sink acknowledged so far. */
export function sunkMails(stack: Stack): SunkMail[] {
  return fs
    .readdirSync(stack.mailDir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(stack.mailDir, file), 'utf8')) as SunkMail)
}

/** Polls `check` until it answers something truthy (a non-empty list counts); throws after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const result = await check()
    if (Array.isArray(result) ? result.length > 0 : result) return result
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
