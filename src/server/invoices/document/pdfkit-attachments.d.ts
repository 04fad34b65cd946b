// pdfkit 0.20 takes the PDF/A-3 associated-file relationship of an attachment; its type declarations
// (written for 0.17) do not list the option yet.
declare namespace PDFKit.Mixins {
  interface PDFAttachmentOptions {
    relationship?:
      'Source' | 'Data' | 'Alternative' | 'Supplement' | 'EncryptedPayload' | 'FormData' | 'Schema' | 'Unspecified'
  }
}
