import { describe, expect, it } from 'vitest'

import de from '../../src/i18n/messages/de.json'
import en from '../../src/i18n/messages/en.json'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(path, value)
    else for (const [childPath, text] of flatten(value, path)) entries.set(childPath, text)
  }
  return entries
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort()

const english = flatten(en)
const german = flatten(de)

describe('translations', () => {
  it('every English key exists in German', () => {
    expect([...english.keys()].filter((key) => !german.has(key))).toEqual([])
  })

  it('every German key exists in English', () => {
    expect([...german.keys()].filter((key) => !english.has(key))).toEqual([])
  })

  it('no message is empty', () => {
    const empty = [...english, ...german].filter(([, text]) => !text.trim()).map(([key]) => key)
    expect(empty).toEqual([])
  })

  it('both languages use the same placeholders', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const other = german.get(key)
      return other !== undefined && placeholders(text).join() !== placeholders(other).join()
    })
    expect(mismatched.map(([key]) => key)).toEqual([])
  })
})
