import os from 'node:os'
import path from 'node:path'

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125)

/** Where the e2e mail sink writes, shared by the sink process and the tests. */
export function e2eMailDir(): string {
  return path.join(os.tmpdir(), `careerbridge-e2e-mail-${E2E_SMTP_PORT}`)
}
