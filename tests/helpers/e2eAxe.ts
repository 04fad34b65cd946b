import AxeBuilder from '@axe-core/playwright'
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The serious and critical WCAG 2.2 AA findings on the page as it is now (or inside `scope`, e.g. an open
 * dialog; with `everyImpact`, the minor and moderate ones too), one line per finding naming the elements,
 * so that a failure says what to fix and where.
 */
export async function wcagFindings(
  page: Page,
  scope?: Locator,
  { everyImpact = false }: { everyImpact?: boolean } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (scope) {
    // axe takes a CSS selector: mark the scope's element with a one-off attribute.
    await scope.evaluate((element) => element.setAttribute('data-axe-scope', ''))
    builder = builder.include('[data-axe-scope]')
  }
  const { violations } = await builder.analyze()
  if (scope) await scope.evaluate((element) => element.removeAttribute('data-axe-scope'))
  return violations
    .filter((violation) => everyImpact || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${new URL(page.url()).pathname}: ${violation.id} (${violation.impact}) ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    )
}

/** Fails with the findings when the page (or the open dialog `scope`) has a serious or critical one. */
export async function expectAccessible(page: Page, scope?: Locator) {
  if (scope) await expect(scope).toBeVisible()
  const findings = await wcagFindings(page, scope)
  expect(findings, findings.join('\n')).toEqual([])
}

/** The findings of each path, each loaded in a tab of its own of `context`, all at once. */
export async function wcagFindingsOfPaths(
  context: BrowserContext,
  paths: string[],
  options?: { everyImpact?: boolean },
): Promise<string[]> {
  const found = await Promise.all(
    paths.map(async (path) => {
      const page = await context.newPage()
      await page.goto(path, { waitUntil: 'networkidle' })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(new URL(page.url()).pathname, `${path} led elsewhere`).toBe(new URL(path, page.url()).pathname)
      const findings = await wcagFindings(page, undefined, options)
      await page.close()
      return findings
    }),
  )
  return found.flat()
}
