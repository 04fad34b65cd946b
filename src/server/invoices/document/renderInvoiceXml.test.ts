import { beforeAll, describe, expect, it } from 'vitest'

import { InvalidInvoiceDocumentError, type InvoiceDocument, type VatCategory } from '@/domain/invoices'
import { SAMPLE_CUSTOMERS, sampleDocument } from '../../../../tests/fixtures/einvoice/sampleDocuments'
import { sampleScenarios } from '../../../../tests/fixtures/einvoice/sampleScenarios'

import { schematronErrors, xsdErrors } from '../../../../tests/fixtures/einvoice/validateCii'
import { renderInvoiceXml } from './renderInvoiceXml'

const EXPECTED_CATEGORY: Record<VatCategory, string> = {
  standard: 'S',
  reverseCharge: 'AE',
  notSubjectToVat: 'O',
  smallBusinessExempt: 'E',
}

const euro = (cents: number) => (cents / 100).toFixed(2)
/** Every text value of an element, in document order. */
const values = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, 'g'))].map((match) => match[1])

const scenarios = sampleScenarios().map((scenario, index) => ({ ...scenario, index }))
let xsdErrorsOfScenarios: string[][]
beforeAll(async () => {
  xsdErrorsOfScenarios = await xsdErrors(...scenarios.map(({ doc }) => renderInvoiceXml(doc)))
})

describe.each(scenarios)('CII XML for $name', ({ doc, index }) => {
  let xml: string
  beforeAll(() => {
    xml = renderInvoiceXml(doc)
  })

  it('is valid against the Factur-X 1.09 EN 16931 XSD', () => {
    expect(xsdErrorsOfScenarios[index]).toEqual([])
  })

  it('meets the EN 16931 and Factur-X business rules (schematron)', () => {
    expect(schematronErrors(xml)).toEqual([])
  }, 20_000)

  it('states the profile, the document type and, for a credit note, the corrected invoice (BT-25)', () => {
    expect(values(xml, 'ram:ID')[0]).toBe('urn:cen.eu:en16931:2017')
    expect(values(xml, 'ram:TypeCode')[0]).toBe(doc.kind === 'invoice' ? '380' : '381')
    expect(values(xml, 'ram:IssuerAssignedID')).toEqual(doc.kind === 'creditNote' ? [doc.precedingInvoiceNumber] : [])
  })

  it('carries exactly the amounts it was given, in euro with two decimals', () => {
    expect(values(xml, 'ram:LineTotalAmount')).toEqual([
      ...doc.lines.map((line) => euro(line.netCents)),
      euro(doc.netCents),
    ])
    expect(values(xml, 'ram:BasisAmount')).toEqual([euro(doc.netCents)])
    expect(values(xml, 'ram:CalculatedAmount')).toEqual([euro(doc.vatCents)])
    expect(values(xml, 'ram:TaxTotalAmount')).toEqual([euro(doc.vatCents)])
    expect(values(xml, 'ram:GrandTotalAmount')).toEqual([euro(doc.netCents + doc.vatCents)])
    expect(values(xml, 'ram:TotalPrepaidAmount')).toEqual([euro(doc.discountCents + doc.paidCents)])
    expect(values(xml, 'ram:DuePayableAmount')).toEqual([euro(doc.totalCents - doc.paidCents)])
  })

  it('uses the VAT category of its treatment on every line and in the breakdown', () => {
    const lineAndBreakdown = doc.lines.length + 1
    expect(values(xml, 'ram:CategoryCode')).toEqual(Array(lineAndBreakdown).fill(EXPECTED_CATEGORY[doc.vatCategory]))
    // BR-O-02: no VAT IDs at all on a document not subject to VAT.
    expect(xml.includes('schemeID="VA"')).toBe(doc.vatCategory !== 'notSubjectToVat')
  })
})

describe('renderInvoiceXml', () => {
  const doc = sampleDocument({
    customer: SAMPLE_CUSTOMERS.consumerDe,
    isB2B: false,
    sessions: [{ description: 'Career consultation', grossCents: 3333 }],
    promo: { kind: 'fixed', amountCents: 500 },
  })

  it('escapes what customers type', () => {
    const company: InvoiceDocument = { ...doc, customer: { ...doc.customer, company: 'Weber & Söhne <Beratung>' } }
    expect(renderInvoiceXml(company)).toContain('<ram:Name>Weber &amp; Söhne &lt;Beratung&gt;</ram:Name>')
  })

  it('writes the issue and service dates as calendar days in the document time zone', () => {
    const inBerlin = renderInvoiceXml(doc)
    const inNewYork = renderInvoiceXml({ ...doc, timeZone: 'America/New_York' })
    expect(values(inBerlin, 'udt:DateTimeString')).toEqual(['20260329', '20260329'])
    expect(values(inNewYork, 'udt:DateTimeString')).toEqual(['20260328', '20260329'])
  })

  it('would be caught by the validators if it broke a rule (the checks above can fail)', async () => {
    const xml = renderInvoiceXml(doc)
    const wrongDue = xml.replace(/<ram:DuePayableAmount>[^<]*</, '<ram:DuePayableAmount>1.00<')
    expect(schematronErrors(wrongDue).join('\n')).toContain('[BR-CO-16]')
    const misplaced = xml.replace('<ram:LineID>', '<ram:Name>x</ram:Name><ram:LineID>')
    const [validErrors, misplacedErrors] = await xsdErrors(xml, misplaced)
    expect(validErrors).toEqual([])
    expect(misplacedErrors?.join('\n')).toContain('This element is not expected')
  }, 20_000)

  it('refuses amounts that do not add up instead of writing them', () => {
    expect(() => renderInvoiceXml({ ...doc, totalCents: doc.totalCents + 1 })).toThrow(InvalidInvoiceDocumentError)
  })

  it('notes the VAT statement, the promo discount and the card payment, as the PDF shows them', () => {
    expect(values(renderInvoiceXml(doc), 'ram:Content')).toEqual([
      'The total includes 19 % German VAT.',
      'Promo code discount: €5.00',
      'Paid by card: €28.33',
    ])
  })

  it('asks for payment on receipt only while an amount is due (BR-CO-25)', () => {
    expect(renderInvoiceXml(doc)).not.toContain('SpecifiedTradePaymentTerms')
    const unpaid = renderInvoiceXml({ ...doc, paidCents: 0 })
    expect(values(unpaid, 'ram:Description')).toEqual(['Payable on receipt without deduction.'])
    expect(values(unpaid, 'ram:DuePayableAmount')).toEqual(['28.33'])
    expect(schematronErrors(unpaid)).toEqual([])
  }, 20_000)
})
