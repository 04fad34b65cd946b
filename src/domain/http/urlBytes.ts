const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** The bytes a percent-encoded URL part stands for (`%C3%28` → C3 28); other characters as UTF-8. */
function percentDecodedBytes(encoded: string): Uint8Array {
  const bytes: number[] = []
  const utf8 = new TextEncoder()
  for (let index = 0; index < encoded.length; index += 1) {
    const escape = encoded[index] === '%' ? encoded.slice(index + 1, index + 3) : ''
    if (/^[0-9a-fA-F]{2}$/.test(escape)) {
      bytes.push(parseInt(escape, 16))
      index += 2
    } else {
      // A `%` without two hex digits stays a literal `%`, as decodeURIComponent's callers would see it.
      const codePoint = encoded.codePointAt(index) ?? 0
      const char = String.fromCodePoint(codePoint)
      bytes.push(...utf8.encode(char))
      index += char.length - 1
    }
  }
  return Uint8Array.from(bytes)
}

/**
 * True when a URL's path or query, once percent-decoded, holds a NUL byte or is not valid UTF-8: text that
 * PostgreSQL cannot store or compare, so no route can mean it. `+` in a query is a space and harmless.
 */
export function hasUnreadableUrlBytes(pathAndQuery: string): boolean {
  const bytes = percentDecodedBytes(pathAndQuery)
  if (bytes.includes(0)) return true
  try {
    strictUtf8.decode(bytes)
    return false
  } catch {
    return true
  }
}
