import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

// lexical's Node entry points await their own build at the top level; evaluated together with the rest of
// the config's module graph, Node 20 now and then never settles them (seen as scripts exiting with code 13
// and a fresh server hanging). Loaded alone first, before the editor package, they always settle.
const source = readFileSync('payload.config.ts', 'utf8')

describe('payload.config.ts', () => {
  it('imports no lexical package statically', () => {
    expect(source).not.toMatch(/^import[^;]*['"](lexical|@lexical\/[^'"]+|@payloadcms\/richtext-lexical[^'"]*)['"]/m)
  })

  it('loads lexical on its own, then the editor package', () => {
    const lexical = source.indexOf("await import('lexical')")
    const editor = source.indexOf("await import('@payloadcms/richtext-lexical')")
    expect(lexical).toBeGreaterThan(-1)
    expect(editor).toBeGreaterThan(lexical)
  })
})
