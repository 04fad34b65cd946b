import type { Payload } from 'payload'

/** The platform's details as an admin would fill them in (the VAT ID passes the German check digit). */
export const TEST_ISSUER = {
  name: 'CareerBridge GmbH',
  street: 'Friedrichstraße 68',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DE',
  taxNumber: '30/123/45678',
  vatId: 'DE136695976',
}

/** Fills in the invoice issuer, as the admin does once before invoices can be issued. */
export async function setInvoiceIssuer(payload: Payload): Promise<void> {
  await payload.updateGlobal({ slug: 'invoice-issuer', data: TEST_ISSUER })
}
