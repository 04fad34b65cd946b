// CPU time a process tree used (from /proc), so a run can report CPU per request: unlike latency and
// throughput, it barely moves when other people's jobs share the machine.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

let tickMs = null
const msPerTick = () => (tickMs ??= 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100))

function readStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may contain spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0)
    return { ppid: Number(fields[1]), ticks }
  } catch {
    return null
  }
}

/** CPU milliseconds (user + system, including reaped children) of `rootPid` and all its descendants. */
export function treeCpuMs(rootPid) {
  const stats = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(entry)
    if (stat) stats.set(Number(entry), stat)
  }
  const inTree = (pid) => {
    for (let current = pid; current > 1; current = stats.get(current)?.ppid ?? 0) if (current === rootPid) return true
    return false
  }
  let ticks = 0
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks
  return ticks * msPerTick()
}
