import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { projectDir } from './run.mjs'

const node = process.execPath
const say = (text, { exit = 0 } = {}) => [node, ['-e', `console.log(${JSON.stringify(text)}); process.exit(${exit})`]]

/** A step that leaves `mine` and waits for `theirs` before it prints: it ends only beside the other one. */
function meet(text, mine, theirs) {
  const code = `require('fs').writeFileSync(${JSON.stringify(mine)}, '');
    const wait = () => require('fs').existsSync(${JSON.stringify(theirs)}) ? console.log(${JSON.stringify(text)}) : setTimeout(wait, 20);
    wait()`
  return [node, ['-e', code]]
}

/** Runs `steps` through runSteps in a process of its own (it exits), and answers its code and output. */
function runStepsOf(steps) {
  const script = `import('./scripts/lib/run.mjs').then(({ runSteps }) => runSteps(${JSON.stringify(steps)}))`
  const result = spawnSync(node, ['--input-type=module', '-e', script], {
    cwd: projectDir,
    encoding: 'utf8',
    timeout: 20_000,
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

describe('runSteps', () => {
  it('runs a pair at once and prints the second one’s output after the first has ended, unmixed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-steps-'))
    const [a, b] = [path.join(dir, 'a'), path.join(dir, 'b')]
    // Each waits for the other: run one after the other, they would never end.
    const { code, out } = runStepsOf([{ together: [meet('first', a, b), meet('second', b, a)] }, say('after')])
    fs.rmSync(dir, { recursive: true })
    expect(code).toBe(0)
    expect(out).toBe('first\nsecond\nafter\n')
  })

  it('fails with the code of the step of a pair that failed, names it, and starts nothing after it', () => {
    const { code, out, err } = runStepsOf([{ together: [say('first'), say('second', { exit: 3 })] }, say('after')])
    expect(code).toBe(3)
    expect(out).toBe('first\nsecond\n')
    expect(err).toMatch(/`.*second.*` failed with exit code 3/)
  })

  it('stops at the first failing single step', () => {
    const { code, out } = runStepsOf([say('one', { exit: 2 }), say('two')])
    expect(code).toBe(2)
    expect(out).toBe('one\n')
  })
})
