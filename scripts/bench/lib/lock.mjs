// The machine-wide lock for heavy work (builds, servers under load, Lighthouse), shared with everyone
// who builds or tests on this machine: only one heavy job runs at a time.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { onCleanup } from './cleanup.mjs'

export const HEAVY_LOCK = process.env.HEAVY_LOCK || '/tmp/cb-heavy.lock'

/** True when this process already holds the lock file open, i.e. runs under `flock HEAVY_LOCK …`. */
function inheritedLock(lockPath) {
  try {
    const target = fs.realpathSync(lockPath)
    return fs.readdirSync('/proc/self/fd').some((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`) === target
      } catch {
        return false
      }
    })
  } catch {
    return false
  }
}

/**
 * Waits for the heavy lock and holds it until `release()` (or until this process ends: the holder is a
 * `flock … cat` that exits when our end of its stdin closes). HEAVY_LOCK=off skips locking.
 */
export async function acquireHeavyLock(log = console.log) {
  if (HEAVY_LOCK === 'off' || inheritedLock(HEAVY_LOCK)) return async () => {}
  const holder = spawn('flock', [HEAVY_LOCK, 'sh', '-c', 'echo locked; exec cat'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const released = new Promise((resolve) => holder.once('exit', resolve))
  const release = async () => {
    unregister()
    holder.stdin.end()
    await released
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
