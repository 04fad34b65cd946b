import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// DejaVu Sans 2.37 (Bitstream Vera licence, DejaVu changes in the public domain; the licence text ships
// with the package as dejavu-fonts-ttf/LICENSE). PDF/A needs every font embedded, and this one covers the
// Latin, Greek and Cyrillic names customers may have. TrueType rather than WOFF: fontkit inflates a WOFF
// table on every glyph it reads, which made one page take seconds.
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const

export type InvoiceFont = keyof typeof FONT_FILES

const require = createRequire(import.meta.url)
let fontBytes: Record<InvoiceFont, Buffer> | undefined

// Resolved when the server runs, from node_modules: a bundler would otherwise take the font file for a module.
const fontPath = (font: InvoiceFont) => require.resolve(/* turbopackIgnore: true */ FONT_FILES[font])

/** The font files, read once per process. */
export function invoiceFonts(): Record<InvoiceFont, Buffer> {
  fontBytes ??= { regular: readFileSync(fontPath('regular')), bold: readFileSync(fontPath('bold')) }
  return fontBytes
}
