// What every benchmark starts from: a throw-away database, migrated, with the demo data and N generated
// consultants, and the production build served against it while the heavy lock is held.
import { appEnv, migrateAndSeed } from './app.mjs'
import { acquireHeavyLock } from './lock.mjs'
import { ensureBuild, startNext } from './nextApp.mjs'
import { startPostgres } from './postgres.mjs'
import { bin, run } from './process.mjs'

/** `nodeArgs` are given to the web server's Node process only (not to the migrations' and seeds'). */
export async function seededApp({ consultants, buildMode, log, nodeArgs = [] }) {
  const db = await startPostgres({ log })
  const env = appEnv(db.url)
  log('applying migrations and loading the demo data …')
  await migrateAndSeed(env)
  log(`seeding ${consultants.toLocaleString('en-US')} consultants …`)
  const started = Date.now()
  await run(bin('tsx'), ['scripts/bench/seed-consultants.ts', String(consultants)], { env, quiet: true })
  log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`)
  const releaseLock = await acquireHeavyLock(log)
  await ensureBuild(buildMode, log)
  const app = await startNext(env, log, nodeArgs)
  return {
    db,
    env,
    origin: app.origin,
    /** Process trees whose CPU time a run can measure. */
    pids: { app: app.pid, db: db.pid },
    serverOutput: app.output,
    async stop() {
      await app.stop()
      await releaseLock()
      await db.stop()
    },
  }
}
