import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const bin = (name) => path.join(projectDir, 'node_modules', '.bin', name)
// Set once Ctrl-C or a stop request has been passed on to a step: the steps after it do not start.
let stopRequested = false

/**
 * Runs a project binary (payload, next, …) or a program given by its absolute path and resolves with its
 * exit code; signals reach it too.
 */
export function runBin(name, args, env = process.env) {
  const child = spawn(path.isAbsolute(name) ? name : bin(name), args, { stdio: 'inherit', env, cwd: projectDir })
  let stopped = false
  const forward = (signal) => {
    stopped = true
    stopRequested = true
    child.kill(signal)
  }
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      // Ended because we passed on Ctrl-C or a stop request: a normal end, not a failure.
      resolve(stopped ? 0 : (code ?? (signal ? 1 : 0)))
    })
  })
}

/** Runs steps in order and exits with the first failing code, naming the step that failed. */
export async function runSteps(steps) {
  for (const [name, args, env] of steps) {
    const code = await runBin(name, args, env)
    if (stopRequested) process.exit(0)
    if (code === 0) continue
    console.error(`careerbridge: \`${[name, ...args].join(' ')}\` failed with exit code ${code}.`)
    process.exit(code)
  }
}
