export {
  DOCUMENT_NUMBER_PATTERN,
  INVOICE_KINDS,
  STATEMENT_KEYS,
  VAT_CATEGORIES,
  invoiceDocumentSchema,
  invoiceIssuerSchema,
  type InvoiceCustomer,
  type InvoiceDocument,
  type InvoiceIssuer,
  type InvoiceKind,
  type InvoiceLine,
  type StatementKey,
  type VatCategory,
} from './invoiceDocument'
export {
  InvalidInvoiceDocumentError,
  STATEMENTS_BY_CATEGORY,
  invoiceInconsistencies,
  parseInvoiceDocument,
} from './consistency'
export { vatTreatmentFor, type VatTreatment, type VatTreatmentInput } from './vatTreatment'
export { INVOICE_LABELS, statementText, type InvoiceLabels } from './labels'
export { calendarDate102, formatInvoiceDate, formatShortInvoiceDate } from './dates'
export { DOCUMENT_SERIES, ISSUER_TIME_ZONE, documentYear, formatDocumentNumber, type DocumentSeries } from './numbering'
export { consultationInvoice, type BilledSession, type ConsultationInvoiceInput } from './consultationInvoice'
export { creditNoteFor, creditedAmounts, type CreditNoteInput, type DocumentAmounts } from './creditNote'
export {
  STATEMENT_ROW_KINDS,
  STATEMENT_ROW_KIND_OF,
  formatStatementPeriod,
  previousMonth,
  statementDocument,
  statementDocumentSchema,
  type StatementDocument,
  type StatementInput,
  type StatementRow,
  type StatementRowKind,
} from './statement'
export { STATEMENT_LABELS, type StatementLabels } from './statementLabels'
