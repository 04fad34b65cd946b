// Reads the JSON of `npm audit --omit=dev --audit-level=high --json` and decides whether the run fails.

const BLOCKING = new Set(['high', 'critical'])

/**
 * @param {any} report the parsed JSON npm printed
 * @returns {{ outcome: 'clean' | 'vulnerable' | 'unavailable', findings: string[], reason?: string }}
 */
export function auditVerdict(report) {
  if (!report || typeof report !== 'object' || !report.metadata?.vulnerabilities) {
    // npm could not reach the advisory service (an error object instead of a report).
    return {
      outcome: 'unavailable',
      findings: [],
      reason: String(report?.message ?? report?.error?.summary ?? 'no report'),
    }
  }
  const findings = Object.values(report.vulnerabilities ?? {})
    .filter((entry) => BLOCKING.has(entry.severity))
    .map((entry) => `${entry.name} (${entry.severity}${entry.range ? `, ${entry.range}` : ''})`)
  return { outcome: findings.length > 0 ? 'vulnerable' : 'clean', findings }
}
