// `npm run bench:lighthouse`: Lighthouse (mobile and desktop presets) on /, /consultants and one
// consultant profile of the production build over the seeded database, against the issue's targets,
// and the first-load JavaScript of /. Beside them, in the same run, the same audits of an empty Next page
// (the framework's floor on this machine). Each audit runs --runs times; the run with the median
// performance score is shown, as Lighthouse's own guidance on variance advises. Prints Markdown tables;
// see docs/benchmarks.md.
import os from 'node:os'

import { benchArgs } from './lib/args.mjs'
import { runMain } from './lib/cleanup.mjs'
import { FIRST_LOAD_JS_MAX_KB, firstLoadJs } from './lib/firstLoadJs.mjs'
import { EMPTY_PAGE_PATH, startEmptyRoute } from './lib/emptyRoute.mjs'
import { audit, CATEGORIES } from './lib/lighthouse.mjs'
import { table, target, targetsTable } from './lib/report.mjs'
import { seededApp } from './lib/seededApp.mjs'

const MIN_SCORE = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 95, seo: 100 },
}
const FORM_FACTORS = ['mobile', 'desktop']

const USAGE =
  'npm run bench:lighthouse [-- options]\n  --runs N          audits per page and preset; the median is shown (default 3)'
const FLOOR = 'empty Next page'

const log = (line) => console.log(`bench: ${line}`)
const kb = (bytes) => (bytes / 1000).toFixed(1)

await runMain('bench', async () => {
  const { consultants, buildMode, verbose, positive } = benchArgs(USAGE, { runs: { type: 'string', default: '3' } })
  const runs = Math.round(positive('runs'))
  const app = await seededApp({ consultants, buildMode, log })
  const floor = await startEmptyRoute(log)
  try {
    const { consultants: top } = await (await fetch(`${app.origin}/api/consultants?limit=1`)).json()
    const profileId = top[0]?.consultantShortId
    if (!profileId) throw new Error('no consultant to audit')
    const pages = [
      [FLOOR, `${floor.origin}${EMPTY_PAGE_PATH}`],
      ['/', `${app.origin}/`],
      ['/consultants', `${app.origin}/consultants`],
      ['/consultants/{id}', `${app.origin}/consultants/${profileId}`],
    ]

    const js = await firstLoadJs(`${app.origin}/`)
    const results = []
    for (const [name, url] of pages) {
      for (const formFactor of FORM_FACTORS) {
        const audits = []
        for (let run = 1; run <= runs; run += 1) {
          log(`Lighthouse ${formFactor} ${name} (${run} of ${runs}) …`)
          audits.push(await audit(url, formFactor))
        }
        audits.sort((a, b) => a.scores.performance - b.scores.performance)
        const median = audits[Math.floor((audits.length - 1) / 2)]
        const spread = `${audits[0].scores.performance}–${audits.at(-1).scores.performance}`
        results.push({ name, path: new URL(url).pathname, spread, ...median })
      }
    }
    const product = results.filter((r) => r.name !== FLOOR)

    console.log(
      `\n## Lighthouse\n\n${new Date().toISOString()} · ${os.cpus().length} cores · Lighthouse 12.8.2, Chromium ` +
        `headless, simulated throttling · ${consultants.toLocaleString('en-US')} generated consultants · profile ${profileId} · ` +
        `median of ${runs} audits (performance range in brackets)\n`,
    )
    console.log(
      table(
        ['Page', 'Preset', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
        results.map((r) => [
          r.name,
          r.formFactor,
          `${r.scores.performance} (${r.spread})`,
          ...CATEGORIES.slice(1).map((id) => r.scores[id]),
          r.metrics['first-contentful-paint'],
          r.metrics['largest-contentful-paint'],
          r.metrics['total-blocking-time'],
          r.metrics['cumulative-layout-shift'],
        ]),
      ),
    )

    const rootRuns = product.filter((r) => r.name === '/')
    console.log(
      `\nFirst-load JavaScript of /: ${js.files.length} script files, ${kb(js.bytes)} kB raw, ${kb(js.gzip)} kB gzip ` +
        `(level 9; 1 kB = 1,000 bytes). Lighthouse saw ${rootRuns.map((r) => `${r.scriptCount} scripts, ${kb(r.scriptTransferBytes)} kB transferred (${r.formFactor})`).join('; ')}.`,
    )
    if (verbose)
      console.log(
        table(
          ['Script', 'raw kB', 'gzip kB'],
          js.files.map((f) => [f.url, kb(f.bytes), kb(f.gzip)]),
        ),
      )

    const targets = []
    for (const formFactor of FORM_FACTORS) {
      for (const id of CATEGORIES) {
        const min = MIN_SCORE[formFactor][id]
        const audited = product.filter((r) => r.formFactor === formFactor)
        const worst = Math.min(...audited.map((r) => r.scores[id]))
        targets.push(
          target(
            `${id} ${min === 100 ? '= 100' : `≥ ${min}`} (${formFactor}, all pages)`,
            audited.map((r) => `${r.name} ${r.scores[id]}`).join(', '),
            worst >= min,
          ),
        )
      }
    }
    targets.push(
      target(
        `first-load JS of / < ${FIRST_LOAD_JS_MAX_KB} kB gzip`,
        `${kb(js.gzip)} kB`,
        js.gzip / 1000 < FIRST_LOAD_JS_MAX_KB,
      ),
    )
    console.log(`\n${targetsTable(targets)}\n`)

    console.log('### Audits below full marks\n')
    for (const r of product) {
      // Performance audits are listed only where the score misses its target (or with --verbose).
      const shown = (id) =>
        verbose || id !== 'performance' || r.scores.performance < MIN_SCORE[r.formFactor].performance
      const failed = CATEGORIES.filter(shown).flatMap((id) => r.failed[id].map((a) => ({ ...a, category: id })))
      if (failed.length === 0) continue
      console.log(`${r.path} (${r.formFactor}):`)
      for (const a of failed) {
        console.log(`  - [${a.category}] ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`)
        if (a.explanation) console.log(`      ${a.explanation}`)
        if (verbose || a.category !== 'performance')
          for (const item of a.items) console.log(`      ${item.slice(0, 160)}`)
      }
      for (const warning of r.warnings) console.log(`  ! ${warning}`)
    }
    console.log('')
  } finally {
    await floor.stop()
    await app.stop()
  }
  return 0
})
