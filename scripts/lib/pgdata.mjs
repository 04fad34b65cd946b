// Where the embedded cluster keeps its data, and whether that data fits our Postgres binaries.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'

export const EMBEDDED_PG_MAJOR = '18'

/** When run as root, Postgres runs as the `postgres` user, which must be able to traverse every parent. */
function traversableByOthers(dir) {
  let current = path.resolve(dir)
  while (true) {
    try {
      const { mode } = fs.statSync(current)
      if ((mode & 0o001) === 0) return false
    } catch {
      // A missing directory will be created by us with open permissions.
    }
    const parent = path.dirname(current)
    if (parent === current) return true
    current = parent
  }
}

export function resolveDataDir(projectDir) {
  if (process.env.EMBEDDED_PG_DATA) return path.resolve(process.env.EMBEDDED_PG_DATA)
  const preferred = path.join(projectDir, '.pgdata')
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || traversableByOthers(projectDir)) return preferred
  const hash = crypto.createHash('sha1').update(projectDir).digest('hex').slice(0, 10)
  return path.join(os.tmpdir(), `careerbridge-pgdata-${hash}`)
}

/** Returns a one-line problem description, or null when the directory is usable. */
export function dataDirProblem(dataDir) {
  const versionFile = path.join(dataDir, 'PG_VERSION')
  if (!fs.existsSync(versionFile)) return null
  const version = fs.readFileSync(versionFile, 'utf8').trim()
  if (version === EMBEDDED_PG_MAJOR) return null
  return `${dataDir} was created by PostgreSQL ${version}, but the embedded server is PostgreSQL ${EMBEDDED_PG_MAJOR}. Move or delete that folder (it holds only local demo data), or set DATABASE_URL.`
}

export function isInitialised(dataDir) {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'))
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The first line of a pid file when that process is still alive, else null. */
function livePidIn(file) {
  if (!fs.existsSync(file)) return null
  const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10)
  return isAlive(pid) ? pid : null
}

/** The pid in postmaster.pid when that process is still alive, else null. */
export function runningPostmasterPid(dataDir) {
  return livePidIn(path.join(dataDir, 'postmaster.pid'))
}

// with-db writes its pid here when it starts the server, so that a later run can tell a server another live
// run is using from one whose with-db was killed (SIGKILL leaves Postgres running with nobody to stop it).
const OWNER_FILE = 'with-db.pid'

export function recordOwner(dataDir) {
  fs.writeFileSync(path.join(dataDir, OWNER_FILE), `${process.pid}\n`)
}

/**
 * Takes over the server `pid` running on dataDir when no live with-db owns it: it is told to stop when this
 * process exits, however it ends. Returns the pid when taken over, else null (no server, or another run's).
 */
export function adoptOrphanedServer(dataDir, pid) {
  if (!pid || livePidIn(path.join(dataDir, OWNER_FILE)) !== null) return null
  recordOwner(dataDir)
  process.on('exit', () => {
    try {
      process.kill(pid, 'SIGINT')
    } catch {
      // already gone
    }
  })
  return pid
}

/** Stops an adopted server (fast shutdown) and waits until it has exited, at most `ms`. */
export async function stopPostmaster(pid, ms = 15_000) {
  try {
    process.kill(pid, 'SIGINT')
  } catch {
    return
  }
  for (const deadline = Date.now() + ms; isAlive(pid) && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 100))
}

/** A secret for local runs, kept beside the data so sessions survive restarts. Never used with DATABASE_URL. */
export function localSecret(dataDir) {
  const file = path.join(dataDir, 'careerbridge-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
