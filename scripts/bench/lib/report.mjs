// Results as Markdown tables (they read well in a terminal and paste into docs/benchmarks.md as they are).

export const fmt = {
  int: (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–'),
  ms: (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) : '–'),
  ratio: (value) =>
    Number.isFinite(value) ? (value === 0 ? '0' : value < 0.1 ? value.toPrecision(2) : value.toFixed(2)) : '–',
}

/** A Markdown table; numeric-looking columns are right-aligned. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)))
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => row[column]?.length ?? 0)))
  const numeric = headers.map((_, column) =>
    rows.every((row) => /^[\d.,–×=≤≥<> %-]*$/.test(String(row[column])) && String(row[column]) !== ''),
  )
  const line = (row) =>
    `| ${row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`
  const rule = `|${widths.map((width, column) => (numeric[column] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n')
}

/** A target row: what is asked, what was measured, PASS or FAIL. */
export function target(name, measured, pass) {
  return [name, measured, pass ? 'PASS' : 'FAIL']
}

export function targetsTable(rows) {
  return table(['Target', 'Measured', 'Result'], rows)
}
