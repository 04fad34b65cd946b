import type { LexicalNode, LexicalState } from './lexicalText'
import { nodeText } from './lexicalText'
import { slugify } from './slug'

export type TocEntry = { id: string; text: string; level: 2 | 3; node: LexicalNode }

const LEVELS: Record<string, 2 | 3> = { h2: 2, h3: 3 }

/**
 * The h2 and h3 headings of a text in order, each with a unique anchor id derived from its words. The
 * entry keeps the heading node so the renderer gives that very heading the same id.
 */
export function tableOfContents(state: LexicalState): TocEntry[] {
  const entries: TocEntry[] = []
  const used = new Map<string, number>()
  for (const node of state?.root?.children ?? []) {
    const level = node.type === 'heading' && node.tag ? LEVELS[node.tag] : undefined
    if (!level) continue
    const text = nodeText(node).trim()
    if (!text) continue
    const base = slugify(text) || 'section'
    const seen = used.get(base) ?? 0
    used.set(base, seen + 1)
    entries.push({ id: seen ? `${base}-${seen + 1}` : base, text, level, node })
  }
  return entries
}
