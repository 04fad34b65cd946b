import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'

// Every route file hands its client components exactly the message namespaces they read: the list given
// to ClientMessages (a page) or to SiteShell (a root layout, which also serves the error, not-found and
// loading files and nested layouts that declare none). A namespace missing is a broken text in the
// browser; one too many is page weight.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const appDir = path.join(root, 'src/app')
const ROOT_LAYOUTS = ['(frontend)/layout.tsx', '(content)/localized/[locale]/layout.tsx'].map((file) =>
  path.join(appDir, file),
)
const ROUTE_FILE = /\/(page|layout|error|not-found|loading|template|default)\.tsx$/

const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile)
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root)

/** Module specifiers `file` loads at run time (type-only imports and exports are left out). */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const bindings = node.importClause?.namedBindings
      const onlyTypes =
        !node.importClause?.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.every((e) => e.isTypeOnly)
      if (!onlyTypes) found.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const imports = new Map<string, string[]>()
function importsOf(file: string): string[] {
  const known = imports.get(file)
  if (known) return known
  const resolved = specifiersOf(file)
    .map((specifier) => ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName)
    .filter(
      (resolved): resolved is string => !!resolved && resolved.startsWith(root) && !resolved.includes('node_modules'),
    )
    .filter((resolved) => /\.tsx?$/.test(resolved))
  imports.set(file, resolved)
  return resolved
}

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'))
const namespacesRead = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*'([^'.]+)/g)].map((match) => match[1]!)

/** Namespaces read by the client modules `file` reaches (a module a client module imports is one too). */
function clientNamespaces(file: string): Set<string> {
  const found = new Set<string>()
  const seen = new Set<string>()
  const walk = (current: string, client: boolean) => {
    const inClient = client || isClientModule(current)
    const key = `${current}:${inClient}`
    if (seen.has(key)) return
    seen.add(key)
    if (inClient) for (const namespace of namespacesRead(current)) found.add(namespace)
    for (const next of importsOf(current)) walk(next, inClient)
  }
  walk(file, false)
  return found
}

/** The literal list a route file gives ClientMessages or SiteShell; null when it gives none. */
function declaredNamespaces(file: string): Set<string> | null {
  const source = fs.readFileSync(file, 'utf8')
  const lists = [...source.matchAll(/(?:namespaces|clientNamespaces)=\{\[([^\]]*)\]\}/g)]
  if (lists.length === 0) {
    if (/<ClientMessages|clientNamespaces=/.test(source))
      throw new Error(`${file}: give the namespaces as a literal list`)
    return null
  }
  return new Set(lists.flatMap((list) => [...list[1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!)))
}

// A route that re-exports another's page (`export { default } from '../sign-in/page'`) is served by that page's list.
const isReexport = (file: string) =>
  /^export \{ default\b[^}]*\} from '[^']+'\s*$/.test(fs.readFileSync(file, 'utf8').trim())
const routeFiles = (fs.readdirSync(appDir, { recursive: true }) as string[])
  .map((file) => path.join(appDir, file))
  .filter((file) => ROUTE_FILE.test(file) && !file.includes('(payload)') && !isReexport(file))
const rootLayoutOf = (file: string) => ROOT_LAYOUTS.find((layout) => file.startsWith(path.dirname(layout)))!

/** What each declaring file must list: its own needs, and for a root layout those of the files it serves. */
function requirements(): Map<string, Set<string>> {
  const needed = new Map<string, Set<string>>()
  for (const file of routeFiles) {
    const owner = declaredNamespaces(file) ? file : rootLayoutOf(file)
    const set = needed.get(owner) ?? new Set<string>()
    for (const namespace of clientNamespaces(file)) set.add(namespace)
    needed.set(owner, set)
  }
  return needed
}

describe('messages handed to the browser', () => {
  const needed = requirements()
  const relative = (file: string) => path.relative(appDir, file)

  it('cover the header and the pages with forms, and only namespaces that exist', () => {
    expect([...needed.get(ROOT_LAYOUTS[0]!)!]).toEqual(expect.arrayContaining(['header', 'auth']))
    for (const declared of routeFiles.map(declaredNamespaces))
      for (const namespace of declared ?? []) expect(Object.keys(en)).toContain(namespace)
  })

  it.each(routeFiles.filter((file) => needed.has(file)).map(relative))('%s lists exactly what it needs', (file) => {
    const absolute = path.join(appDir, file)
    const declared = declaredNamespaces(absolute) ?? new Set<string>()
    const wanted = needed.get(absolute)!
    expect({
      missing: [...wanted].filter((n) => !declared.has(n)).sort(),
      unused: [...declared].filter((n) => !wanted.has(n)).sort(),
    }).toEqual({ missing: [], unused: [] })
  })
})
