import type { Payload } from 'payload'

/** Made-up details of the demo's issuer (the VAT ID passes the German check-digit rule, no company has it). */
const DEMO_ISSUER = {
  name: 'CareerBridge Demo GmbH',
  street: 'Friedrichstraße 68',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DE',
  taxNumber: '30/123/45678',
  vatId: 'DE271828180',
  legalRegistrationId: 'HRB 000000 B, Amtsgericht Charlottenburg (demo)',
}

/** The demo's invoice issuer, unless an admin has filled in the details already. Returns whether it was set. */
export async function seedInvoiceIssuer(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'invoice-issuer', depth: 0 })
  if (current.name) return false
  await payload.updateGlobal({ slug: 'invoice-issuer', data: DEMO_ISSUER, depth: 0 })
  return true
}
