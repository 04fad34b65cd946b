import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const bin = (name) => path.join(projectDir, 'node_modules', '.bin', name)
// Set once Ctrl-C or a stop request has been passed on to a step: the steps after it do not start.
let stopRequested = false

/** A project binary (payload, next, …) by its name, a program by its absolute path, or npm from the PATH. */
const commandOf = (name) => (path.isAbsolute(name) || name === 'npm' ? name : bin(name))

/**
 * Runs a step, `[name, args, env]`, and resolves with its exit code; signals reach it too. Given an
 * `output` array, the step's output is collected there instead of printed (for a step run beside another).
 */
export function runBin(name, args, env = process.env, { output } = {}) {
  const child = spawn(commandOf(name), args, { stdio: output ? 'pipe' : 'inherit', env, cwd: projectDir })
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  let stopped = false
  const forward = (signal) => {
    stopped = true
    stopRequested = true
    child.kill(signal)
  }
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise((resolve) => {
    // Collected output is complete only when its pipes close; an inherited one has no pipes of its own.
    child.on(output ? 'close' : 'exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      // Ended because we passed on Ctrl-C or a stop request: a normal end, not a failure.
      resolve(stopped ? 0 : (code ?? (signal ? 1 : 0)))
    })
  })
}

/**
 * Runs steps in order and exits with the first failing code, naming the step that failed. A step is
 * `[name, args, env]`, or `{ together: [step, step] }`: two steps that each keep one core busy, run at
 * once; the second one's output is printed after the first has ended, so the two do not mix.
 */
export async function runSteps(steps) {
  for (const step of steps) {
    const group = Array.isArray(step) ? [step] : step.together
    const held = group.map((_, index) => (index > 0 ? [] : undefined))
    const codes = await Promise.all(
      group.map(([name, args, env], index) => runBin(name, args, env, { output: held[index] })),
    )
    for (const output of held) if (output) process.stdout.write(Buffer.concat(output))
    if (stopRequested) process.exit(0)
    const failed = codes.findIndex((code) => code !== 0)
    if (failed === -1) continue
    const [name, args] = group[failed]
    console.error(`careerbridge: \`${[name, ...args].join(' ')}\` failed with exit code ${codes[failed]}.`)
    process.exit(codes[failed])
  }
}
