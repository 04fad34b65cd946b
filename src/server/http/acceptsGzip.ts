/**
 * Whether an Accept-Encoding header lets the answer be gzip-compressed: gzip (or `*` when gzip is not
 * named) listed with a quality above 0 (RFC 9110 §12.5.3).
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  let wildcard = false
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    const accepted = q === undefined || Number(q.slice(2)) > 0
    if (coding === 'gzip' || coding === 'x-gzip') return accepted
    if (coding === '*') wildcard = accepted
  }
  return wildcard
}
