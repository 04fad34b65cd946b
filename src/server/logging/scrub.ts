// The last line of defence before a log line leaves the process: whatever slipped past the key-based
// redaction (an email inside a database error, a token in a message) is masked by its shape.

const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // JSON Web Tokens (session tokens, id tokens)
  [/eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g, '[token]'],
  // Stripe secret, restricted and webhook keys
  [/\b(?:sk|rk)_(?:test|live)_\w+|\bwhsec_\w+/g, '[secret]'],
  // credentials inside URLs (smtp://user:password@host)
  [/(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/:@"]+:[^\s/@"]+@/gi, '$1[credentials]@'],
  // cookies and authorization values quoted in text
  [
    /\b(payload-token|cookie|authorization)(["']?\s*[:=]\s*["']?)(?:(?:JWT|Bearer|Basic)\s+)?[^"';,\s]+/gi,
    '$1$2[redacted]',
  ],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g, '[email]'],
]

export function scrubLogLine(line: string): string {
  return PATTERNS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line)
}
