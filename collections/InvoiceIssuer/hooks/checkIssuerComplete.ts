import { ValidationError, type GlobalBeforeChangeHook } from 'payload'

import { issuerProblems } from '@/server/invoices/issuer'

/**
 * What is saved must make a valid issuer of invoice documents (invoiceIssuerSchema): the fields' own rules
 * name the usual mistakes; this keeps anything else out, so a stored issuer can never fail an invoice.
 */
export const checkIssuerComplete: GlobalBeforeChangeHook = ({ data, req }) => {
  const errors = issuerProblems(data)
  if (errors.length > 0) throw new ValidationError({ global: 'invoice-issuer', errors }, req.t)
  return data
}
