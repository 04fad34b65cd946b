// 32 symbols without i, l, o and 1, so ids read aloud or typed from a screen stay unambiguous.
export const SHORT_ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz023456789'
export const SHORT_ID_LENGTH = 8
export const SHORT_ID_PATTERN = /^[abcdefghjkmnpqrstuvwxyz023456789]{8}$/

/** Maps random bytes to a URL-safe id; the caller supplies the randomness so this stays pure. */
export function shortIdFromBytes(bytes: Uint8Array, length = SHORT_ID_LENGTH): string {
  if (bytes.length < length) throw new RangeError(`shortIdFromBytes needs ${length} bytes, got ${bytes.length}`)
  let id = ''
  for (let index = 0; index < length; index += 1) {
    // 256 is a multiple of 32, so masking keeps every symbol equally likely.
    id += SHORT_ID_ALPHABET[(bytes[index] ?? 0) & 31]
  }
  return id
}
