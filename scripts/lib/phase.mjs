// Node ends a script whose top-level await can never settle with exit code 13 and no message at all.
// A script names what it is doing, so that such an end says where it happened.
export function tracePhase(prefix) {
  let phase = 'starting'
  process.on('exit', (code) => {
    if (code === 13) console.error(`${prefix}: ended unexpectedly while ${phase}.`)
  })
  return (next) => {
    phase = next
  }
}
