// The production build the benchmarks load: reused while it is newer than every source file that goes
// into it, rebuilt otherwise (or when asked), then served by `next start` on a free port.
import path from 'node:path'

import { staleBuildReason } from '../../lib/buildFreshness.mjs'
import { freePort } from '../../lib/net.mjs'
import { bin, projectDir, run, start } from './process.mjs'

/** mode 'auto' builds when stale, 'always' builds, 'never' uses whatever build exists. */
export async function ensureBuild(mode, log) {
  const reason = mode === 'always' ? 'a fresh build was asked for' : staleBuildReason()
  if (mode === 'never') {
    if (reason === 'there is no production build') throw new Error('no production build in .next (drop --no-build)')
    if (reason) log(`reusing the build in .next although ${reason} (--no-build)`)
    return
  }
  if (!reason) {
    log('reusing the current production build in .next')
    return
  }
  log(`building (${reason}) …`)
  const started = Date.now()
  await run('npm', ['run', 'build'], { quiet: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  log(`built in ${Math.round((Date.now() - started) / 1000)} s`)
}

async function waitUntilServing(origin, server, isReady, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break
    try {
      const response = await fetch(`${origin}/api/consultants?limit=1`)
      if (isReady(response)) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const tail = server.output().trim().split('\n').slice(-20).join('\n')
  throw new Error(`the web server did not answer on ${origin}${tail ? `:\n${tail}` : ''}`)
}

/**
 * Serves the production build with Next's own server (`next start`, as `npm start` does)
 * against the app environment `env`; answers its origin and stop(). `nodeArgs` (e.g. --cpu-prof) are
 * given to the Node process that runs it. It is serving once `isReady` accepts the answer to a list read
 * (by default a success; any answer at all for a server started while its database is away).
 */
export async function startNext(env, log, nodeArgs = [], { isReady = (response) => response.ok } = {}) {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const nextCli = path.join(projectDir, 'node_modules', 'next', 'dist', 'bin', 'next')
  const [command, args] = nodeArgs.length
    ? [process.execPath, [...nodeArgs, nextCli, 'start', '-p', String(port)]]
    : [bin('next'), ['start', '-p', String(port)]]
  const server = start(command, args, {
    quiet: true,
    env: { ...env, NODE_ENV: 'production', PORT: String(port), SERVER_URL: origin },
  })
  await waitUntilServing(origin, server, isReady)
  log(`the web server is serving ${origin}`)
  return { origin, pid: server.child.pid, stop: server.stop, output: server.output }
}
