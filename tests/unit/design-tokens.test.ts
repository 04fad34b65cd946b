import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

// One set of design tokens (src/app/(frontend)/tokens.css): every colour, type size, radius and spacing
// step of the site's styles is one of its variables, so a change of the palette or the scale is made once.
// The admin panel's stylesheet follows Payload's own theme variables instead and is not scanned.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TOKENS = 'src/app/(frontend)/tokens.css'
const EXEMPT = new Set([TOKENS, 'src/app/(payload)/custom.css'])

function filesEndingWith(directory: string, ending: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`
    if (entry.isDirectory()) return filesEndingWith(relative, ending)
    return entry.name.endsWith(ending) ? [relative] : []
  })
}

function styleFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`
    if (entry.isDirectory()) return styleFiles(relative)
    return entry.name.endsWith('.css') && !EXEMPT.has(relative) ? [relative] : []
  })
}

const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklch|oklab)\(/i
const LENGTH = /(?<![\w.-])-?\d*\.?\d+(?:px|rem)\b/
const SPACING = /^(?:margin|padding)(?:-[a-z-]+)?$|^(?:row-|column-)?gap$/

/** Why a declaration breaks the rule, or null when it keeps it. */
export function tokenProblem(property: string, value: string): string | null {
  if (RAW_COLOUR.test(value)) return 'a colour that is not a --color-* token'
  if (property === 'font-size' && !/var\(--text-|^calc\(.*var\(|^(?:inherit|[\d.]+em|[\d.]+%)$/.test(value))
    return 'a size that is not a --text-* token'
  if (property === 'border-radius' && !/^(?:0|inherit)$/.test(value) && !/^var\(--radius/.test(value))
    return 'a radius that is not a --radius-* token'
  if (SPACING.test(property) && LENGTH.test(value.replace(/var\([^)]*\)/g, '')))
    return 'a length that is not a --space-* token'
  return null
}

describe('design tokens', () => {
  it('tell a raw value from a token', () => {
    const cases: [string, string, boolean][] = [
      ['color', '#fff', false],
      ['background', 'rgba(20, 33, 61, 0.45)', false],
      ['color', 'var(--color-ink)', true],
      ['font-size', '0.9rem', false],
      ['font-size', 'var(--text-sm)', true],
      ['font-size', '0.9em', true],
      ['border-radius', '8px', false],
      ['border-radius', 'var(--radius-pill)', true],
      ['padding', '12px 16px', false],
      ['padding', 'var(--space-3) var(--space-4)', true],
      ['margin', 'calc(-1 * var(--space-1))', true],
      ['margin', '0 auto', true],
      ['gap', '1rem', false],
      ['width', '120px', true],
    ]
    for (const [property, value, keeps] of cases) expect(tokenProblem(property, value) === null).toBe(keeps)
  })

  it('are the only raw values in the site’s stylesheets', () => {
    const problems = styleFiles('src').flatMap((file) => {
      const found: string[] = []
      postcss.parse(readFileSync(path.join(root, file), 'utf8')).walkDecls((decl) => {
        const problem = tokenProblem(decl.prop, decl.value)
        if (problem) found.push(`${file}:${decl.source?.start?.line}: ${decl.prop}: ${decl.value} is ${problem}`)
      })
      return found
    })
    expect(problems).toEqual([])
  })

  it('define every token the stylesheets use', () => {
    const defined = new Set(readFileSync(path.join(root, TOKENS), 'utf8').match(/--[\w-]+(?=:)/g))
    const local = new Set<string>()
    const used = new Set<string>()
    for (const file of styleFiles('src')) {
      const text = readFileSync(path.join(root, file), 'utf8')
      for (const name of text.match(/--[\w-]+(?=\s*:)/g) ?? []) local.add(name)
      for (const [, name] of text.matchAll(/var\((--[\w-]+)/g)) used.add(name!)
    }
    expect([...used].filter((name) => !defined.has(name) && !local.has(name))).toEqual([])
  })

  it('load before the site’s stylesheets in every layout that loads them', () => {
    const layouts = filesEndingWith('src/app', 'layout.tsx').filter((file) =>
      readFileSync(path.join(root, file), 'utf8').includes('globals.css'),
    )
    expect(layouts.length).toBeGreaterThan(1)
    for (const file of layouts) {
      const text = readFileSync(path.join(root, file), 'utf8')
      const tokens = text.search(/import '[^']*tokens\.css'/)
      expect(tokens, `${file} does not load tokens.css`).toBeGreaterThan(-1)
      expect(tokens, `${file} loads tokens.css after globals.css`).toBeLessThan(text.indexOf('globals.css'))
    }
  })
})
