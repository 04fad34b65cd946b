// `npm run bench:lighthouse`: Lighthouse (mobile and desktop presets) on /, /consultants and one
// consultant profile of the production build over the seeded database, against the issue's targets,
// and the first-load JavaScript of /. Prints Markdown tables; see docs/benchmarks.md.
import os from 'node:os'

import { benchArgs } from './lib/args.mjs'
import { runMain } from './lib/cleanup.mjs'
import { FIRST_LOAD_JS_MAX_KB, firstLoadJs } from './lib/firstLoadJs.mjs'
import { audit, CATEGORIES } from './lib/lighthouse.mjs'
import { table, target, targetsTable } from './lib/report.mjs'
import { seededApp } from './lib/seededApp.mjs'

const MIN_SCORE = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 95, seo: 100 },
}
const FORM_FACTORS = ['mobile', 'desktop']

const USAGE = 'npm run bench:lighthouse [-- options]'

const log = (line) => console.log(`bench: ${line}`)
const kb = (bytes) => (bytes / 1000).toFixed(1)

await runMain('bench', async () => {
  const { consultants, buildMode, verbose } = benchArgs(USAGE)
  const app = await seededApp({ consultants, buildMode, log })
  try {
    const { consultants: top } = await (await fetch(`${app.origin}/api/consultants?limit=1`)).json()
    const profileId = top[0]?.consultantShortId
    if (!profileId) throw new Error('no consultant to audit')
    const pages = [
      ['/', '/'],
      ['/consultants', '/consultants'],
      ['/consultants/{id}', `/consultants/${profileId}`],
    ]

    const js = await firstLoadJs(`${app.origin}/`)
    const results = []
    for (const [name, path] of pages) {
      for (const formFactor of FORM_FACTORS) {
        log(`Lighthouse ${formFactor} ${path} …`)
        results.push({ name, path, ...(await audit(`${app.origin}${path}`, formFactor)) })
      }
    }

    console.log(
      `\n## Lighthouse\n\n${new Date().toISOString()} · ${os.cpus().length} cores · Lighthouse 12.8.2, Chromium ` +
        `headless, simulated throttling · ${consultants.toLocaleString('en-US')} generated consultants · profile ${profileId}\n`,
    )
    console.log(
      table(
        ['Page', 'Preset', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
        results.map((r) => [
          r.name,
          r.formFactor,
          ...CATEGORIES.map((id) => r.scores[id]),
          r.metrics['first-contentful-paint'],
          r.metrics['largest-contentful-paint'],
          r.metrics['total-blocking-time'],
          r.metrics['cumulative-layout-shift'],
        ]),
      ),
    )

    const rootRuns = results.filter((r) => r.path === '/')
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
        const runs = results.filter((r) => r.formFactor === formFactor)
        const worst = Math.min(...runs.map((r) => r.scores[id]))
        targets.push(
          target(
            `${id} ${min === 100 ? '= 100' : `≥ ${min}`} (${formFactor}, all pages)`,
            runs.map((r) => `${r.name} ${r.scores[id]}`).join(', '),
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
    for (const r of results) {
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
    await app.stop()
  }
  return 0
})
