/**
 * Shares one read among concurrent callers without ever answering a caller with a read that began before
 * it asked: a caller arriving while a read is running waits for the next one, which starts when the running
 * one ends and serves everybody who arrived in between. Under load a handful of reads serve many callers;
 * a lone caller gets its own read at once.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  let queued: Promise<T> | null = null

  const start = (): Promise<T> => {
    const current = read()
    running = current
    const clear = () => {
      if (running === current) running = null
    }
    current.then(clear, clear)
    return current
  }

  return () => {
    if (!running) return start()
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = null
        return start()
      })
    return queued
  }
}
