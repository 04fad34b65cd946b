import type { InvoiceDocument } from '@/domain/invoices'

import { ciiVatCategory } from './ciiCodes'
import { el, elWith, type XmlElement } from './xmlTree'

interface PostalAddress {
  addressLines: readonly string[]
  postalCode?: string
  city?: string
  country: string
}

function postalAddress(address: PostalAddress): XmlElement {
  const [lineOne, lineTwo, lineThree] = address.addressLines
  return el(
    'ram:PostalTradeAddress',
    address.postalCode !== undefined && el('ram:PostcodeCode', address.postalCode),
    lineOne !== undefined && el('ram:LineOne', lineOne),
    lineTwo !== undefined && el('ram:LineTwo', lineTwo),
    lineThree !== undefined && el('ram:LineThree', lineThree),
    address.city !== undefined && el('ram:CityName', address.city),
    el('ram:CountryID', address.country),
  )
}

function taxRegistration(schemeId: 'VA' | 'FC', id: string): XmlElement {
  return el('ram:SpecifiedTaxRegistration', elWith('ram:ID', { schemeID: schemeId }, id))
}

/** BG-4 seller: name, register entry (BT-30), address, VAT ID (BT-31) and tax number (BT-32). */
export function sellerParty(doc: InvoiceDocument): XmlElement {
  const { issuer } = doc
  return el(
    'ram:SellerTradeParty',
    el('ram:Name', issuer.name),
    issuer.legalRegistrationId !== undefined &&
      el('ram:SpecifiedLegalOrganization', el('ram:ID', issuer.legalRegistrationId)),
    postalAddress(issuer),
    ciiVatCategory(doc).carriesVatIds && taxRegistration('VA', issuer.vatId),
    taxRegistration('FC', issuer.taxNumber),
  )
}

/** BG-7 buyer: the company if one is billed (the person as its contact), else the person. */
export function buyerParty(doc: InvoiceDocument): XmlElement {
  const { customer } = doc
  return el(
    'ram:BuyerTradeParty',
    el('ram:Name', customer.company ?? customer.name),
    customer.company !== undefined && el('ram:DefinedTradeContact', el('ram:PersonName', customer.name)),
    postalAddress(customer),
    ciiVatCategory(doc).carriesVatIds && customer.vatId !== undefined && taxRegistration('VA', customer.vatId),
  )
}
