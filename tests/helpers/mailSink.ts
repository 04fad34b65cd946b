import fs from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** `content` as text (an invitation); `base64` for binary files (a PDF). */
export type SunkAttachment = { filename: string | null; contentType: string; content: string; base64: string }
export type SunkMail = {
  to: string[]
  subject: string
  text: string
  receivedAt: string
  attachments?: SunkAttachment[]
}

export type MailSinkOptions = {
  /** Awaited before a message is acknowledged: a test holds messages back with it (a slow mail server). */
  beforeAccept?: () => Promise<void>
  /**
   * Called with a connection's error instead of throwing it: a sender that dies in the middle of a message
   * (a killed worker) resets its connection, and the SMTP server reports that as an 'error' event, which
   * ends the process when nobody listens. Without it, such an error fails the test run.
   */
  onConnectionError?: (error: NodeJS.ErrnoException) => void
}

/**
 * A real SMTP server on 127.0.0.1 that writes each message as JSON into `dir`, so test workers and
 * browsers in other processes can read what the app sent.
 */
export async function startMailSink(
  dir: string,
  port = 0,
  { beforeAccept, onConnectionError }: MailSinkOptions = {},
): Promise<{ port: number; stop: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true })
  let counter = 0
  const hungUp = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // its built-in certificate has expired
    onClose(session) {
      hungUp.add(session.id)
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await beforeAccept?.()
          // Never acknowledged: the sender cannot know it arrived, so it does not count as delivered.
          if (hungUp.has(session.id)) return callback(new Error('the sender hung up'))
          const to = [mail.to]
            .flat()
            .flatMap((address) => address?.value ?? [])
            .map((entry) => entry.address?.toLowerCase() ?? '')
          const record: SunkMail = {
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt: new Date().toISOString(),
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? null,
              contentType: file.contentType,
              content: file.content.toString('utf8'),
              base64: file.content.toString('base64'),
            })),
          }
          fs.writeFileSync(path.join(dir, `${Date.now()}-${++counter}.json`), JSON.stringify(record))
          callback()
        })
        .catch(callback)
    },
  })
  if (onConnectionError) server.on('error', onConnectionError)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address()
  const bound = typeof address === 'object' && address ? address.port : 0
  return { port: bound, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

export function readMails(dir: string, to: string): SunkMail[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SunkMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()))
}

/** The 6-digit code in the newest mail to `to`, waiting up to `timeoutMs` for it to arrive. */
export async function latestCode(dir: string, to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mails = readMails(dir, to)
    const mail = mails.length > after ? mails[mails.length - 1] : undefined
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no code mailed to ${to}`)
}
