// The framework's own floor: a Next app with one empty route handler and one static page of a heading and
// a paragraph, and nothing else (no Payload, no proxy, no headers rules, no client code of ours), built with the project's Next into node_modules/.cache, reused while its
// files and Next's version are unchanged, and served by `next start` beside the product in the same run.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { freePort } from '../../lib/net.mjs'
import { bin, projectDir, run, start } from './process.mjs'

export const EMPTY_ROUTE_PATH = '/api/empty'
export const EMPTY_PAGE_PATH = '/'

const DIR = path.join(projectDir, 'node_modules', '.cache', 'careerbridge-bench', 'empty-route')
const FILES = {
  'package.json': `${JSON.stringify({ private: true, type: 'module' })}\n`,
  'next.config.mjs': 'export default { poweredByHeader: false }\n',
  'app/api/empty/route.js':
    "export const dynamic = 'force-dynamic'\n\nexport function GET() {\n  return Response.json({})\n}\n",
  // Plain calls, no JSX: the folder is under node_modules, which Next does not compile.
  'app/layout.js':
    "import { createElement as h } from 'react'\n\nexport default function Layout({ children }) {\n  return h('html', { lang: 'en' }, h('body', null, children))\n}\n",
  'app/page.js':
    "import { createElement as h } from 'react'\n\nexport default function Page() {\n  return h('main', null, h('h1', null, 'An empty page'), h('p', null, 'The framework alone.'))\n}\n",
}

function stamp() {
  const { version } = JSON.parse(fs.readFileSync(path.join(projectDir, 'node_modules/next/package.json'), 'utf8'))
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([version, FILES]))
    .digest('hex')
}

/** Writes and builds the app unless the build in its folder was made from the same files and Next. */
async function ensureBuilt(log) {
  const stampFile = path.join(DIR, '.next', 'bench-stamp')
  const wanted = stamp()
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === wanted) return
  log('building the empty Next app (the framework baseline) …')
  fs.rmSync(DIR, { recursive: true, force: true })
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true })
    fs.writeFileSync(path.join(DIR, file), text)
  }
  await run(bin('next'), ['build', DIR], { quiet: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  fs.writeFileSync(stampFile, wanted)
}

/** Builds (if needed) and serves the empty app on a free port; answers { origin, path, pid, stop }. */
export async function startEmptyRoute(log) {
  await ensureBuilt(log)
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const server = start(bin('next'), ['start', DIR, '-p', String(port)], {
    quiet: true,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && server.child.exitCode === null) {
    const response = await fetch(`${origin}${EMPTY_ROUTE_PATH}`).catch(() => null)
    if (response?.ok) {
      log(`the empty Next app is serving ${origin}${EMPTY_ROUTE_PATH}`)
      return { origin, path: EMPTY_ROUTE_PATH, pid: server.child.pid, stop: server.stop }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the empty Next app did not answer:\n${server.output().trim().split('\n').slice(-20).join('\n')}`)
}
