import type { InvoiceKind } from '@/domain/invoices'

/** The attachment name Factur-X 1.0 and ZUGFeRD 2.x require for the embedded CII XML. */
export const FACTUR_X_FILE_NAME = 'factur-x.xml'
export const FACTUR_X_CONFORMANCE_LEVEL = 'EN 16931'
const FACTUR_X_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#'

const PROPERTIES = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
] as const

// PDF/A allows XMP properties outside its predefined schemas only when the file describes them in an
// extension schema; the Factur-X properties are described here, then set.
const extensionSchema = `<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas>
    <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
        <pdfaSchema:namespaceURI>${FACTUR_X_NAMESPACE}</pdfaSchema:namespaceURI>
        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
        <pdfaSchema:property>
          <rdf:Seq>
${PROPERTIES.map(
  ([name, description]) => `            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`,
).join('\n')}
          </rdf:Seq>
        </pdfaSchema:property>
      </rdf:li>
    </rdf:Bag>
  </pdfaExtension:schemas>
</rdf:Description>`

const facturXProperties = `<rdf:Description rdf:about="" xmlns:fx="${FACTUR_X_NAMESPACE}">
  <fx:DocumentType>INVOICE</fx:DocumentType>
  <fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
  <fx:Version>1.0</fx:Version>
  <fx:ConformanceLevel>${FACTUR_X_CONFORMANCE_LEVEL}</fx:ConformanceLevel>
</rdf:Description>`

const DESCRIPTIONS: Record<InvoiceKind, string> = {
  invoice: 'Factur-X invoice (EN 16931)',
  creditNote: 'Factur-X credit note (EN 16931)',
}

/**
 * Embeds the CII XML as the document's Factur-X data: an associated file with relationship "Alternative"
 * (the XML is the same invoice in machine-readable form) plus the Factur-X XMP properties.
 * Factur-X names the hybrid document type INVOICE for credit notes too; the XML's type code tells them apart.
 */
export function embedFacturX(doc: PDFKit.PDFDocument, xml: string, kind: InvoiceKind, createdAt: Date): void {
  doc.file(Buffer.from(xml, 'utf8'), {
    name: FACTUR_X_FILE_NAME,
    type: 'text/xml',
    description: DESCRIPTIONS[kind],
    relationship: 'Alternative',
    creationDate: createdAt,
    modifiedDate: createdAt,
  })
  doc.appendXML(extensionSchema)
  doc.appendXML(facturXProperties)
}
