// `node scripts/bench/cpu-profile.mjs DIR [--top N]`: where the web server's CPU went, from the V8 CPU
// profiles (`*.cpuprofile`) that `npm run bench -- --cpu-prof DIR` makes it write: self time by package
// (or by our own folder), then the functions with the most self time. Prints Markdown tables.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { fmt, table } from './lib/report.mjs'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
})
const dir = positionals[0]
if (!dir) {
  console.error('usage: node scripts/bench/cpu-profile.mjs DIR [--top N]')
  process.exit(2)
}

/** What a script belongs to: a package below node_modules, a folder of ours, or what V8 calls it. */
function groupOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)'
  const file = url.replace(/^file:\/\//, '')
  const packages = [...file.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)]
  if (packages.length) return packages[packages.length - 1][1]
  if (file.startsWith('node:') || !file.startsWith('/')) return 'node (built-in)'
  const server = file.match(/\.next\/server\/(.*)/)
  // Turbopack bundles Payload, next-intl and our own code together into these chunks.
  if (server) return `.next/server/${server[1].split('/')[0]} (bundled: Payload, our code, …)`
  return path.relative(process.cwd(), file).split('/').slice(0, 2).join('/')
}

const byGroup = new Map()
const byFunction = new Map()
let total = 0
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map()
  // timeDeltas[i] is the time before samples[i]: attribute it to that sample's node.
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)))
  for (const [id, micros] of self) {
    const { callFrame } = nodes.get(id)
    const name = callFrame.functionName || '(anonymous)'
    // Waiting is not CPU time.
    if (name === '(idle)') continue
    const group = groupOf(callFrame.url, name)
    const where = `${name} ${callFrame.url ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : ''}`
    byGroup.set(group, (byGroup.get(group) ?? 0) + micros)
    const key = `${group} · ${where.trim()}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros)
    total += micros
  }
}
if (total === 0) {
  console.error(`no samples in ${dir}/*.cpuprofile`)
  process.exit(1)
}
const top = Number(values.top)
const rows = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => [name, fmt.ms(micros / 1000), `${((100 * micros) / total).toFixed(1)} %`])
console.log(`\nCPU profile of ${dir}: ${fmt.int(total / 1000)} ms sampled\n`)
console.log(table(['Self time by package or folder', 'ms', 'share'], rows(byGroup)))
console.log(`\n${table(['Function (self time)', 'ms', 'share'], rows(byFunction))}\n`)
