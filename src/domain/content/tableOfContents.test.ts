import { describe, expect, it } from 'vitest'

import { tableOfContents } from './tableOfContents'

const heading = (tag: string, text: string) => ({ type: 'heading', tag, children: [{ type: 'text', text }] })

describe('tableOfContents', () => {
  it('lists h2 and h3 headings in order with unique anchor ids', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          heading('h1', 'Title is not listed'),
          heading('h2', '1. Geltungsbereich'),
          { type: 'paragraph', children: [{ type: 'text', text: 'Text' }] },
          heading('h3', 'Änderungen'),
          heading('h2', 'Contact'),
          heading('h2', 'Contact'),
          heading('h4', 'Too deep'),
          heading('h2', '   '),
        ],
      },
    }
    expect(tableOfContents(state).map(({ id, text, level }) => ({ id, text, level }))).toEqual([
      { id: '1-geltungsbereich', text: '1. Geltungsbereich', level: 2 },
      { id: 'aenderungen', text: 'Änderungen', level: 3 },
      { id: 'contact', text: 'Contact', level: 2 },
      { id: 'contact-2', text: 'Contact', level: 2 },
    ])
  })

  it('keeps the heading node so the renderer can give it the same id', () => {
    const node = heading('h2', 'Scope')
    expect(tableOfContents({ root: { type: 'root', children: [node] } })[0]?.node).toBe(node)
  })

  it('is empty without a text', () => {
    expect(tableOfContents(null)).toEqual([])
  })
})
