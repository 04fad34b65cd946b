// One way to summarise every measured series, so HTTP runs and the database baseline compare fairly.

/** Nearest-rank percentile of ascending `sorted` values (p in 0..100). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

/**
 * Requests per second and latency percentiles (ms) of one run: `latencies` are the successful requests'
 * times, `seconds` the wall time of the whole run.
 */
export function summarise(latencies, seconds, extra = {}) {
  const sorted = Float64Array.from(latencies).sort()
  return {
    requests: sorted.length,
    seconds,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    ...extra,
  }
}
