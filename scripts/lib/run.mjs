import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const bin = (name) => path.join(projectDir, 'node_modules', '.bin', name)

/** Runs a project binary (payload, next, …) and resolves with its exit code; signals reach it too. */
export function runBin(name, args, env = process.env) {
  const child = spawn(bin(name), args, { stdio: 'inherit', env, cwd: projectDir })
  const forward = (signal) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** Runs steps in order and exits with the first failing code. */
export async function runSteps(steps) {
  for (const [name, args, env] of steps) {
    const code = await runBin(name, args, env)
    if (code !== 0) process.exit(code)
  }
}
