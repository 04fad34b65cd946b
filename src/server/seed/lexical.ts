// Builds the Lexical editor state the admin panel stores, for seeded texts written as plain strings.

const block = { format: '', indent: 0, version: 1, direction: 'ltr' as const }
const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export type Block = Record<string, unknown>

export const p = (value: string): Block => ({
  ...block,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: [text(value)],
})
export const h2 = (value: string): Block => ({ ...block, type: 'heading', tag: 'h2', children: [text(value)] })
export const h3 = (value: string): Block => ({ ...block, type: 'heading', tag: 'h3', children: [text(value)] })
export const ul = (items: string[]): Block => ({
  ...block,
  type: 'list',
  listType: 'bullet',
  start: 1,
  tag: 'ul',
  children: items.map((item, i) => ({ ...block, type: 'listitem', value: i + 1, children: [text(item)] })),
})

/** A text of blocks; a plain string becomes a paragraph. */
export const richText = (...blocks: (Block | string)[]) => ({
  root: { ...block, type: 'root', children: blocks.map((b) => (typeof b === 'string' ? p(b) : b)) },
})
