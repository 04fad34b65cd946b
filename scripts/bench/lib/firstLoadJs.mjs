// First-load JavaScript of a page: every script file its HTML makes a modern browser load (not the
// `nomodule` polyfills), each gzipped at level 9 (as Next's own build report counts), summed.
import zlib from 'node:zlib'

/** The most first-load JavaScript / may make a browser load, in kB (1,000 bytes) gzip; kept by an e2e test. */
export const FIRST_LOAD_JS_MAX_KB = 150

/** The script files (src of <script> tags without nomodule) of the page at `url`, with raw and gzip bytes. */
export async function firstLoadJs(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  const html = await response.text()
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0])
  const sources = [
    ...new Set(
      tags.filter((tag) => !/\bnomodule\b/i.test(tag)).flatMap((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1] ?? []),
    ),
  ]
  const files = await Promise.all(
    sources.map(async (source) => {
      const fileUrl = new URL(source.replace(/&amp;/g, '&'), url)
      const file = await fetch(fileUrl)
      if (!file.ok) throw new Error(`GET ${fileUrl} answered ${file.status}`)
      const bytes = Buffer.from(await file.arrayBuffer())
      return { url: fileUrl.pathname, bytes: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length }
    }),
  )
  return {
    files: files.sort((a, b) => b.gzip - a.gzip),
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  }
}
