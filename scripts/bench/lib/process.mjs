// Child processes of a benchmark: one-shot steps (migrate, seed, build) and long-running services
// (the web server). Each is stopped by the cleanup when the benchmark ends or is interrupted.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { onCleanup } from './cleanup.mjs'

export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
export const bin = (name) => path.join(projectDir, 'node_modules', '.bin', name)

/** Sends SIGTERM to the child's process group, then SIGKILL after `graceMs`; resolves when it has exited. */
function terminate(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const signal = (name) => {
    try {
      process.kill(-child.pid, name)
    } catch {
      child.kill(name)
    }
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), graceMs)
  return exited.finally(() => clearTimeout(timer))
}

/**
 * Starts `command` in its own process group (so that its children stop with it) and registers its
 * termination with the cleanup. `quiet` keeps its output unless it fails.
 */
export function start(command, args, { env = process.env, quiet = false, cwd = projectDir } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  })
  let output = ''
  if (quiet) {
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-200_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
  }
  const unregister = onCleanup(() => terminate(child))
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      output += `\n${error.message}`
      resolve(1)
    })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  }).finally(unregister)
  return {
    child,
    exited,
    output: () => output,
    stop: async () => {
      unregister()
      await terminate(child)
    },
  }
}

/** Runs a step to its end; throws with its output (or exit code) when it fails. */
export async function run(command, args, options = {}) {
  const step = start(command, args, options)
  const code = await step.exited
  if (code !== 0) {
    // The cause is often far above the end of the output (a build lists its warnings last).
    const lines = step.output().trim().split('\n')
    const errors = lines.filter((line) => /error|failed/i.test(line)).slice(0, 15)
    const shown = [...new Set([...errors, ...lines.slice(-15)])].join('\n')
    throw new Error(
      `\`${path.basename(command)} ${args.join(' ')}\` failed with exit code ${code}${shown ? `:\n${shown}` : ''}`,
    )
  }
}
