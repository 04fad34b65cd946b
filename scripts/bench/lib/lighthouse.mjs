// Lighthouse in Debian's Chromium: one fresh browser per audit (empty cache, as a first visit), the
// mobile (default) or desktop preset, and the parts of the report the benchmarks print.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'

import { onCleanup } from './cleanup.mjs'

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]

/** Audits that count towards a category's score and did not get full marks. */
function failedAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? '',
      explanation: audit.explanation ?? '',
      items: (audit.details?.items ?? [])
        .slice(0, 5)
        .map((item) => item.node?.snippet ?? item.node?.selector ?? item.url ?? item.source?.url ?? '')
        .filter(Boolean),
    }))
}

/**
 * Audits `url` with the `formFactor` preset ('mobile' or 'desktop'); answers the category scores
 * (0–100), the performance metrics, the failed audits per category and the scripts transferred.
 */
export async function audit(url, formFactor) {
  // Our cleanup stops Chromium; chrome-launcher's own Ctrl-C handler would exit before the servers are stopped.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  })
  const unregister = onCleanup(() => chrome.kill())
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`)
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    )
    return {
      url,
      formFactor,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '–'])),
      failed: Object.fromEntries(CATEGORIES.map((id) => [id, failedAudits(lhr, id)])),
      scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      scriptCount: scripts.length,
      warnings: lhr.runWarnings ?? [],
    }
  } finally {
    unregister()
    await chrome.kill()
  }
}
