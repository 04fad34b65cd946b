// The machine-wide lock for heavy work (builds, servers under load, Lighthouse), shared with everyone
// who builds or tests on this machine: only one heavy job runs at a time.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { onCleanup } from './cleanup.mjs'

export const HEAVY_LOCK = process.env.HEAVY_LOCK || '/tmp/cb-heavy.lock'

const parentOf = (pid) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return 0
  }
}

const holdsOpen = (pid, target) => {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === target
      } catch {
        return false
      }
    })
  } catch {
    return false
  }
}

/**
 * True when this process or one of its ancestors holds the lock file open, i.e. it runs under
 * `flock HEAVY_LOCK …` (npm does not pass the descriptor on to the script, so the ancestors count too).
 */
function inheritedLock(lockPath) {
  let target
  try {
    target = fs.realpathSync(lockPath)
  } catch {
    return false
  }
  for (let pid = process.pid; pid > 1; pid = parentOf(pid)) if (holdsOpen(pid, target)) return true
  return false
}

let heldHere = false

/**
 * Waits for the heavy lock and holds it until `release()` (or until this process ends: the holder is a
 * `flock … cat` that exits when our end of its stdin closes). HEAVY_LOCK=off skips locking.
 */
export async function acquireHeavyLock(log = console.log) {
  // Held already (by an outer step of this run, or by `flock` around it): the outer holder releases it.
  if (HEAVY_LOCK === 'off' || heldHere || inheritedLock(HEAVY_LOCK)) return async () => {}
  heldHere = true
  const holder = spawn('flock', [HEAVY_LOCK, 'sh', '-c', 'echo locked; exec cat'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const released = new Promise((resolve) => holder.once('exit', resolve))
  const release = async () => {
    unregister()
    holder.stdin.end()
    await released
    heldHere = false
  }
  const unregister = onCleanup(release)
  const waiting = setTimeout(() => log(`waiting for ${HEAVY_LOCK} (another build or benchmark is running)`), 1000)
  try {
    await new Promise((resolve, reject) => {
      holder.stdout.once('data', resolve)
      holder.once('error', reject)
      holder.once('exit', (code) => reject(new Error(`flock ${HEAVY_LOCK} ended with exit code ${code}`)))
    })
  } finally {
    clearTimeout(waiting)
  }
  return release
}
