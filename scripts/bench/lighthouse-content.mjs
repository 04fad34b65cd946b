// `npm run bench:lighthouse-content [-- options]`: Lighthouse (desktop and mobile presets) on the
// content pages of the production build over the seeded demo content: a blog post, the blog, a legal text
// and the help center, against issue 10's targets (a post: performance ≥ 95 desktop, accessibility and
// SEO 100). Prints Markdown tables; see docs/benchmarks.md.
import os from 'node:os'

import { benchArgs } from './lib/args.mjs'
import { runMain } from './lib/cleanup.mjs'
import { audit, CATEGORIES } from './lib/lighthouse.mjs'
import { table, target, targetsTable } from './lib/report.mjs'
import { seededApp } from './lib/seededApp.mjs'

const POST = '/blogs/cv-mistakes-recruiters-notice'
const PAGES = [POST, '/blogs', '/terms-of-use', '/help-center']
const FORM_FACTORS = ['desktop', 'mobile']
const POST_TARGETS = { performance: 95, accessibility: 100, seo: 100 }

const log = (line) => console.log(`bench: ${line}`)

await runMain('bench', async () => {
  const { consultants, buildMode } = benchArgs('npm run bench:lighthouse-content [-- options]')
  const app = await seededApp({ consultants, buildMode, log })
  try {
    const results = []
    for (const path of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        log(`Lighthouse ${formFactor} ${path} …`)
        results.push({ path, ...(await audit(`${app.origin}${path}`, formFactor)) })
      }
    }
    console.log(
      `\n## Lighthouse, content pages\n\n${new Date().toISOString()} · ${os.cpus().length} cores · Lighthouse 12.8.2, ` +
        `Chromium headless, simulated throttling · seeded demo content\n`,
    )
    console.log(
      table(
        ['Page', 'Preset', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
        results.map((r) => [
          r.path,
          r.formFactor,
          ...CATEGORIES.map((id) => r.scores[id]),
          r.metrics['first-contentful-paint'],
          r.metrics['largest-contentful-paint'],
          r.metrics['total-blocking-time'],
          r.metrics['cumulative-layout-shift'],
        ]),
      ),
    )
    const post = results.find((r) => r.path === POST && r.formFactor === 'desktop')
    const targets = Object.entries(POST_TARGETS).map(([id, min]) =>
      target(
        `${id} ${min === 100 ? '= 100' : `≥ ${min}`} (desktop, ${POST})`,
        String(post.scores[id]),
        post.scores[id] >= min,
      ),
    )
    console.log(`\n${targetsTable(targets)}\n`)
    for (const r of results) {
      const failed = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) => r.failed[id])
      if (failed.length === 0) continue
      console.log(`${r.path} (${r.formFactor}):`)
      for (const a of failed) console.log(`  - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`)
    }
  } finally {
    await app.stop()
  }
  return 0
})
