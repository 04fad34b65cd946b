import type { Payload } from 'payload'

import { serverUrl } from '../env'
import { escapeHtml } from '../email/html'
import { serverTranslator } from '../i18n'
import { statementFile } from './statementFile'
import { statementDocumentSchema } from '@/domain/invoices'

/** Emails an issued statement to its consultant, as a PDF, in the statement's language. */
export async function sendStatementMail(payload: Payload, statementId: number): Promise<boolean> {
  const statement = await payload.findByID({ collection: 'statements', id: statementId, depth: 0, disableErrors: true })
  if (!statement) return false
  const document = statementDocumentSchema.parse(statement.document)
  const t = serverTranslator(document.locale, 'email')
  const lines = [
    t('statement.body', { number: document.number }),
    t('statement.wallet', { link: `${serverUrl()}/consultant/dashboard/wallet` }),
  ]
  const file = await statementFile(statement)
  await payload.sendEmail({
    to: document.consultant.email,
    subject: t('statement.subject', { number: document.number }),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    attachments: [{ filename: file.filename, content: Buffer.from(file.bytes), contentType: file.contentType }],
  })
  return true
}
