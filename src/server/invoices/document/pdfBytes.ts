/** The bytes a pdfkit document writes, once it has ended. */
export function collectPdf(pdf: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk))
    pdf.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0))
      let offset = 0
      for (const chunk of chunks) {
        bytes.set(chunk, offset)
        offset += chunk.length
      }
      resolve(bytes)
    })
    pdf.on('error', reject)
  })
}
