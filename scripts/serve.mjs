// The production web server: `next start`'s request handling (Next's documented custom-server API), with
// the GETs of the busiest reads answered by their routes without Next's router in front
// (scripts/lib/frontDoor.mjs). Listens on every interface, as `next start` does, on PORT (default 3000).
// Run by `npm start` (scripts/start.mjs), which sets NODE_ENV=production first.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { fixedHeadersOf, frontDoor } from './lib/frontDoor.mjs'
import { projectDir } from './lib/run.mjs'

const port = Number(process.env.PORT ?? 3000)

const app = next({ dev: false, dir: projectDir, hostname: 'localhost', port })
await app.prepare()
const manifest = JSON.parse(fs.readFileSync(path.join(projectDir, '.next', 'routes-manifest.json'), 'utf8'))

const server = http.createServer(
  frontDoor({
    handle: app.getRequestHandler(),
    headersOf: fixedHeadersOf(manifest),
    onError: (error, req) => console.error(`Failed to handle request for ${req.url}`, error),
  }),
)
server.listen(port, () => console.log(`careerbridge: serving http://localhost:${port}`))

// A stop request ends the process once the open requests are answered (at most 10 s).
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
]) {
  process.once(signal, () => {
    setTimeout(() => process.exit(code), 10_000).unref()
    server.close(() => app.close().finally(() => process.exit(code)))
    server.closeIdleConnections()
  })
}
