import type { InvoiceDocument, StatementKey, VatCategory } from './invoiceDocument'
import { invoiceDocumentSchema } from './invoiceDocument'

/** The statements that fit each VAT treatment. */
export const STATEMENTS_BY_CATEGORY: Record<VatCategory, readonly StatementKey[]> = {
  standard: ['standardVat'],
  reverseCharge: ['reverseChargeDomestic', 'reverseChargeEu'],
  notSubjectToVat: ['notTaxableOutsideEu'],
  smallBusinessExempt: ['smallBusiness'],
}

export class InvalidInvoiceDocumentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid invoice document: ${problems.join('; ')}`)
    this.name = 'InvalidInvoiceDocumentError'
  }
}

/**
 * What does not add up in an already-computed document. The amounts come from the money module; this
 * only checks that they agree with each other and with the VAT treatment, it computes no VAT itself.
 */
export function invoiceInconsistencies(doc: InvoiceDocument): string[] {
  const problems: string[] = []
  const linesNet = doc.lines.reduce((sum, line) => sum + line.netCents, 0)
  if (linesNet !== doc.netCents)
    problems.push(`lines add up to ${linesNet} cents net, the document says ${doc.netCents}`)
  const expectedTotal = doc.netCents + doc.vatCents - doc.discountCents
  if (expectedTotal !== doc.totalCents) {
    problems.push(`net + VAT - discount is ${expectedTotal} cents, the total says ${doc.totalCents}`)
  }
  if (doc.paidCents > doc.totalCents) problems.push(`paid ${doc.paidCents} cents is more than the total`)

  if (doc.vatCategory === 'standard') {
    if (doc.vatRatePercent === 0) problems.push('standard VAT needs a rate above 0 %')
    // Each line's gross was split to whole cents, so the VAT may be off the exact rate by under a cent per line.
    const deviation = Math.abs(doc.vatCents * 100 - doc.netCents * doc.vatRatePercent)
    if (deviation > 100 * doc.lines.length) {
      problems.push(`VAT ${doc.vatCents} cents is not ${doc.vatRatePercent} % of ${doc.netCents} cents net`)
    }
  } else if (doc.vatRatePercent !== 0 || doc.vatCents !== 0) {
    problems.push(`${doc.vatCategory} charges no VAT: rate and VAT must be 0`)
  }
  if (!STATEMENTS_BY_CATEGORY[doc.vatCategory].includes(doc.statementKey)) {
    problems.push(`statement ${doc.statementKey} does not fit ${doc.vatCategory}`)
  }
  // EN 16931 BR-AE-02: a reverse-charge invoice names the customer's VAT ID.
  if (doc.vatCategory === 'reverseCharge' && doc.customer.vatId === undefined) {
    problems.push('reverse charge needs the customer VAT ID')
  }
  // BR-O-02 keeps VAT IDs off a not-taxable invoice, so BR-CO-26 needs the issuer's register entry instead.
  if (doc.vatCategory === 'notSubjectToVat' && doc.issuer.legalRegistrationId === undefined) {
    problems.push('a not-taxable invoice needs the issuer legal registration ID')
  }

  if (doc.kind === 'creditNote' && doc.precedingInvoiceNumber === undefined) {
    problems.push('a credit note names the invoice it corrects')
  }
  if (doc.kind === 'invoice' && doc.precedingInvoiceNumber !== undefined) {
    problems.push('an invoice has no preceding invoice')
  }
  if (doc.precedingInvoiceIssueDate !== undefined && doc.precedingInvoiceNumber === undefined) {
    problems.push('a preceding invoice date needs the preceding invoice number')
  }
  return problems
}

/** Parses and checks a document; throws InvalidInvoiceDocumentError naming every problem found. */
export function parseInvoiceDocument(input: unknown): InvoiceDocument {
  const parsed = invoiceDocumentSchema.safeParse(input)
  if (!parsed.success) {
    throw new InvalidInvoiceDocumentError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`),
    )
  }
  const problems = invoiceInconsistencies(parsed.data)
  if (problems.length > 0) throw new InvalidInvoiceDocumentError(problems)
  return parsed.data
}
