import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { startMailSink } from '../helpers/mailSink'
import { startRoundRobinProxy } from './roundRobinProxy'
import { appEnv, migrateAndSeed } from '../../scripts/bench/lib/app.mjs'
import { cleanup } from '../../scripts/bench/lib/cleanup.mjs'
import { acquireHeavyLock } from '../../scripts/bench/lib/lock.mjs'
import { ensureBuild, startNext } from '../../scripts/bench/lib/nextApp.mjs'
import { startPostgres } from '../../scripts/bench/lib/postgres.mjs'
import { bin, start } from '../../scripts/bench/lib/process.mjs'

const began = Date.now()
export const log = (line: string) => console.log(`reliability [${Math.round((Date.now() - began) / 1000)} s]: ${line}`)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Holds back every mail after the next `count`: a mail server that stalls mid-run. Opening it refuses
 * what it held (never acknowledged, so never delivered) and accepts mail again.
 */
function mailGate() {
  let acceptLeft = Infinity
  let refuse = () => {}
  let opened = Promise.resolve()
  let held = 0
  return {
    async wait() {
      if (acceptLeft > 0) return void acceptLeft--
      held++
      try {
        await opened
      } finally {
        held--
      }
    },
    holdAfter(count: number) {
      acceptLeft = count
      opened = new Promise((_, reject) => (refuse = () => reject(new Error('the mail server gave up'))))
      opened.catch(() => {})
    },
    open() {
      acceptLeft = Infinity
      refuse()
      opened = Promise.resolve()
    },
    held: () => held,
  }
}

/** Kills a process group at once, as a crash or an OOM kill would; resolves when it is gone. */
async function killHard(pid: number | undefined) {
  if (!pid) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    return
  }
  while (fs.existsSync(`/proc/${pid}`) && !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z')) {
    await pause(50)
  }
}

/**
 * Production as it is scaled out: embedded Postgres (migrated and seeded), two web servers
 * (`next start`) serving the production build on it behind a round-robin proxy, web nodes that only
 * enqueue jobs, a worker when asked for, a real SMTP sink, and Payload's Local API in the test process
 * for fixtures and checks.
 */
export async function startStack() {
  const releaseLock = await acquireHeavyLock(log)
  const db = await startPostgres({
    database: 'careerbridge_reliability',
    port: Number(process.env.RELIABILITY_PG_PORT),
    log,
  })
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-reliability-mail-'))
  const gate = mailGate()
  // A killed worker breaks its SMTP connections; the test that kills it looks at what they reported.
  const mailConnectionErrors: NodeJS.ErrnoException[] = []
  const sink = await startMailSink(mailDir, 0, {
    beforeAccept: () => gate.wait(),
    onConnectionError: (error) => mailConnectionErrors.push(error),
  })
  // The secret of tests/reliability/setup.ts: the suite signs webhooks the instances must accept.
  const env: Record<string, string> = appEnv(db.url, {
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    JOBS_AUTORUN: 'false',
  })
  log('applying migrations and loading the demo data …')
  await migrateAndSeed(env)
  await ensureBuild(process.env.RELIABILITY_BUILD ?? 'auto', log)

  // Each process names its connections, so that the test can tell whose backend waits on a lock.
  const named = (name: string) => ({ ...env, DATABASE_URL: `${db.url}?application_name=${name}` })
  const startInstance = async (name: string, { databaseAway = false } = {}) => {
    const app = await startNext(named(name), log, [], databaseAway ? { isReady: () => true } : {})
    return { name, ...app, port: Number(new URL(app.origin).port) }
  }
  type Instance = Awaited<ReturnType<typeof startInstance>>
  const instances: Instance[] = await Promise.all([startInstance('web-0'), startInstance('web-1')])
  const proxy = await startRoundRobinProxy(instances.map((instance) => instance.port))

  const payload: Payload = await getPayload({ config })
  log('two instances behind the proxy are serving')

  let worker: ReturnType<typeof start> | null = null
  const retired: Instance[] = []

  return {
    origin: proxy.origin,
    payload,
    db,
    mailDir,
    gate,
    /** What the SMTP sink's connections failed with so far (senders that died mid-message). */
    mailConnectionErrors: () => [...mailConnectionErrors],
    instances,
    /** kill -9 of instance `index`; the proxy keeps sending it requests, which it refuses. */
    killInstance: (index: number) => killHard(instances[index]!.pid),
    /** A web server outside the proxy, started while Postgres is halted: serving once it answers at all. */
    async startInstanceWhileDatabaseAway(name: string) {
      const instance = await startInstance(name, { databaseAway: true })
      retired.push(instance)
      return instance
    },
    async restartInstance(index: number) {
      const instance = await startInstance(instances[index]!.name)
      retired.push(instances[index]!)
      instances[index] = instance
      proxy.setUpstream(index, instance.port)
    },
    /** `npm run worker` on the same database, checking for due jobs every second; resolves once it runs. */
    async startWorker() {
      const started = start(bin('tsx'), ['scripts/worker.ts'], {
        env: { ...named('worker'), NODE_ENV: 'production', JOBS_AUTORUN_CRON: '* * * * * *', LOG_LEVEL: 'info' },
        quiet: true,
      })
      worker = started
      const deadline = Date.now() + 60_000
      while (!started.output().includes('worker: running due jobs')) {
        if (started.child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`the worker did not start:\n${started.output().slice(-3000)}`)
        }
        await pause(100)
      }
    },
    killWorker: () => (worker ? killHard(worker.child.pid) : Promise.resolve()),
    async stop() {
      // Kept for a look after a failure: every instance's output, the crashed one's included.
      const logs = path.join(os.tmpdir(), 'careerbridge-reliability-logs')
      fs.mkdirSync(logs, { recursive: true })
      for (const [index, instance] of [...retired, ...instances].entries()) {
        fs.writeFileSync(path.join(logs, `${index}-${instance.name}.log`), instance.output())
      }
      if (worker) fs.writeFileSync(path.join(logs, 'worker.log'), worker.output())
      log(`server output kept in ${logs}`)
      gate.open()
      await payload.destroy().catch(() => {})
      await proxy.stop()
      await sink.stop()
      await cleanup()
      await releaseLock()
      fs.rmSync(mailDir, { recursive: true, force: true })
    },
  }
}

export type Stack = Awaited<ReturnType<typeof startStack>>
