import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { testPayload } from '../helpers/payload'
import { nodemailerAdapter } from '@/server/email/adapter'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/** Sends one message through a fresh adapter, as Payload would build it with the current environment. */
async function sendWithoutSmtp(to: string) {
  vi.stubEnv('SMTP_URL', '')
  const adapter = nodemailerAdapter()({ payload })
  return adapter.sendEmail({ to, subject: 'Your code', text: 'Your code is 123456' })
}

const kept = async (to: string) =>
  (await payload.find({ collection: 'dev-mails', where: { to: { equals: to } }, depth: 0 })).docs

describe('mail without SMTP_URL', () => {
  it('is logged and kept for the dev mailbox outside production', async () => {
    const to = `dev-${crypto.randomUUID()}@example.com`
    const log = vi.spyOn(payload.logger, 'info')
    await sendWithoutSmtp(to)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not sent, no SMTP_URL'))
    expect((await kept(to)).map(({ subject, text }) => ({ subject, text }))).toEqual([
      { subject: 'Your code', text: 'Your code is 123456' },
    ])
  })

  it('is only logged in production: no dev mailbox there', async () => {
    const to = `prod-${crypto.randomUUID()}@example.com`
    vi.stubEnv('NODE_ENV', 'production')
    const log = vi.spyOn(payload.logger, 'info')
    await sendWithoutSmtp(to)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not sent, no SMTP_URL'))
    expect(await kept(to)).toEqual([])
  })
})
