import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Every date and time on the site is written by src/domain/time/formatDateTime.ts, which always names the
// zone and the language. Anything else would write in the server's or the browser's zone (or next-intl's
// UTC) and language, so this test finds such calls in the source.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SCANNED = ['src', 'collections', 'hooks']
const EXEMPT = new Set(['src/domain/time/formatDateTime.ts'])
const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
const ZONELESS_FORMATTERS = new Set(['useFormatter', 'getFormatter'])

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

const isIntlDateTimeFormat = (node: ts.Expression) =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'DateTimeFormat' &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'Intl'

function setsTimeZone(options: ts.Expression | undefined): boolean {
  return (
    !!options &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some(
      (property) => property.name && ts.isIdentifier(property.name) && property.name.text === 'timeZone',
    )
  )
}

// `Intl.DateTimeFormat().resolvedOptions()` formats nothing: it asks for the browser's zone.
function asksForResolvedOptions(node: ts.Node): boolean {
  return (
    ts.isPropertyAccessExpression(node.parent) &&
    node.parent.name.text === 'resolvedOptions' &&
    (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
    (node.arguments ?? []).length === 0
  )
}

/** Each call in `source` that writes a date or time without naming the zone, as 'line: text'. */
function zonelessFormatting(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const findings: string[] = []
  const report = (node: ts.Node, what: string) =>
    findings.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`)
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      LOCALE_METHODS.has(node.expression.name.text)
    ) {
      report(node, `${node.expression.name.text}()`)
    }
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && isIntlDateTimeFormat(node.expression)) {
      if (!setsTimeZone(node.arguments?.[1]) && !asksForResolvedOptions(node)) {
        report(node, 'Intl.DateTimeFormat without timeZone')
      }
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings
      if (node.moduleSpecifier.text.startsWith('next-intl') && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text
          if (ZONELESS_FORMATTERS.has(imported)) report(element, `${imported} from next-intl`)
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return findings
}

describe('the rule that every time is written with a zone', () => {
  it.each([
    ['new Date(at).toLocaleString()', '1: toLocaleString()'],
    ["date.toLocaleDateString('de-DE')", '1: toLocaleDateString()'],
    ["date.toLocaleTimeString('en', { timeZone: 'UTC' })", '1: toLocaleTimeString()'],
    ["new Intl.DateTimeFormat('en', { dateStyle: 'short' }).format(at)", '1: Intl.DateTimeFormat without timeZone'],
    ["Intl.DateTimeFormat('de').format(at)", '1: Intl.DateTimeFormat without timeZone'],
    ['new Intl.DateTimeFormat(locale, options)', '1: Intl.DateTimeFormat without timeZone'],
    ["import { useFormatter } from 'next-intl'", '1: useFormatter from next-intl'],
    ["import { getFormatter as formatter } from 'next-intl/server'", '1: getFormatter from next-intl'],
  ])('refuses %s', (source, finding) => {
    expect(zonelessFormatting('probe.tsx', source)).toEqual([finding])
  })

  it.each([
    "new Intl.DateTimeFormat('en', { dateStyle: 'short', timeZone: zone })",
    "new Intl.DateTimeFormat('en', { timeZone })",
    'Intl.DateTimeFormat().resolvedOptions().timeZone',
    "name.toLocaleUpperCase('de')",
    "import { useLocale, useTranslations } from 'next-intl'",
  ])('allows %s', (source) => {
    expect(zonelessFormatting('probe.tsx', source)).toEqual([])
  })

  it('finds no such call in src, collections or hooks outside the formatting module', () => {
    const findings = SCANNED.flatMap(sourceFiles)
      .filter((file) => !EXEMPT.has(file))
      .flatMap((file) => {
        const source = readFileSync(path.join(root, file), 'utf8')
        // Parsing only the files that mention a candidate keeps the scan to a second.
        if (!/toLocale|DateTimeFormat|Formatter/.test(source)) return []
        return zonelessFormatting(file, source).map((finding) => `${file}:${finding}`)
      })
    expect(findings).toEqual([])
  }, 60_000)
})
