import type { PayloadRequest } from 'payload'

import { invoiceIssuerSchema, type InvoiceIssuer } from '@/domain/invoices'
import type { InvoiceIssuer as IssuerSettings } from '@/payload-types'

export type IssuerSettingsInput = Partial<Omit<IssuerSettings, 'id'>>

const blankToUndefined = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)

/** The settings as the invoice documents' issuer reads them (two address fields make its address lines). */
function issuerCandidate(settings: IssuerSettingsInput) {
  return {
    name: settings.name,
    addressLines: [settings.street, settings.addressLine2].map(blankToUndefined).filter((line) => line),
    postalCode: settings.postalCode,
    city: settings.city,
    country: settings.country?.toUpperCase(),
    taxNumber: settings.taxNumber,
    vatId: settings.vatId,
    legalRegistrationId: blankToUndefined(settings.legalRegistrationId),
  }
}

/** Which settings field each problem of the issuer names ('' when none is set yet). */
export function issuerProblems(settings: IssuerSettingsInput): { path: string; message: string }[] {
  const parsed = invoiceIssuerSchema.safeParse(issuerCandidate(settings))
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => ({
    path: issue.path[0] === 'addressLines' ? 'street' : String(issue.path[0] ?? ''),
    message: issue.message,
  }))
}

/** The issuer of documents issued now, or null while an admin has not filled in the settings. */
export async function loadIssuer(req: PayloadRequest): Promise<InvoiceIssuer | null> {
  const settings = await req.payload.findGlobal({ slug: 'invoice-issuer', depth: 0, req })
  const parsed = invoiceIssuerSchema.safeParse(issuerCandidate(settings))
  return parsed.success ? parsed.data : null
}
