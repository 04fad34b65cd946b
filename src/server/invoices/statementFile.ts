import { statementDocumentSchema } from '@/domain/invoices'
import type { Statement } from '@/payload-types'
import { renderStatementPdf } from './document/renderStatementPdf'
import type { InvoiceFile } from './invoiceFiles'

/** An issued statement as its PDF, rendered from the stored document (the same file every time). */
export async function statementFile(statement: Pick<Statement, 'document' | 'issuedAt'>): Promise<InvoiceFile> {
  const document = statementDocumentSchema.parse(statement.document)
  return {
    filename: `${document.number}.pdf`,
    contentType: 'application/pdf',
    bytes: await renderStatementPdf(document, new Date(statement.issuedAt)),
  }
}
