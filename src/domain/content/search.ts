const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')

/** True when every word of the query occurs in the text, ignoring case and accents; an empty query matches. */
export function matchesSearch(text: string, query: string): boolean {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const haystack = fold(text)
  return words.every((word) => haystack.includes(word))
}
