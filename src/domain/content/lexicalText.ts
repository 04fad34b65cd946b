/** The parts of a Lexical editor state this module reads; the editor stores more, which is ignored. */
export type LexicalNode = { type?: string; text?: string; tag?: string; children?: LexicalNode[] }
export type LexicalState = { root?: LexicalNode } | null | undefined

/** Plain text of a node and its children; block-level children are separated by a space. */
export function nodeText(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(nodeText).join(node.type === 'root' ? ' ' : '')
}

export function lexicalText(state: LexicalState): string {
  const root = state?.root
  if (!root) return ''
  return (root.children ?? []).map(nodeText).join(' ').replace(/\s+/g, ' ').trim()
}

export const WORDS_PER_MINUTE = 200

/** Minutes to read a text at 200 words a minute, at least 1. */
export function readingMinutes(text: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}
