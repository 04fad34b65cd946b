import { describe, expect, it } from 'vitest'

import { lexicalText, readingMinutes } from './lexicalText'

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

describe('lexicalText', () => {
  it('joins the text of all blocks with spaces, inline nodes without', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Intro' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Bold' },
              { type: 'text', text: 'er text' },
            ],
          },
          { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'one' }] }] },
        ],
      },
    }
    expect(lexicalText(state)).toBe('Intro Bolder text one')
  })

  it.each([null, undefined, {}, { root: { type: 'root' } }])('is empty for %j', (state) => {
    expect(lexicalText(state)).toBe('')
  })
})

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('%i words take %i minutes', (words, minutes) => {
    expect(readingMinutes(Array.from({ length: words }, () => 'word').join(' '))).toBe(minutes)
  })

  it('counts the words of a Lexical text', () => {
    const text = lexicalText({
      root: { type: 'root', children: Array.from({ length: 3 }, () => paragraph('a '.repeat(150))) },
    })
    expect(readingMinutes(text)).toBe(3)
  })
})
