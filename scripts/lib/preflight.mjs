// Checks that turn a stack trace into one clear line before the app starts.
import pg from 'pg'

import { isPortInUse } from './net.mjs'

export async function checkDatabase(url) {
  if (!url) return 'DATABASE_URL is not set.'
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return null
  } catch (error) {
    let where = url
    try {
      const parsed = new URL(url)
      where = `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
    } catch {
      // keep the raw value
    }
    const reason = error?.code ?? error?.message ?? String(error)
    return `cannot reach the database at ${where} (${reason}). Check DATABASE_URL, or unset it to use the embedded database.`
  } finally {
    await client.end().catch(() => {})
  }
}

export async function checkPort(port) {
  if (await isPortInUse(port))
    return `port ${port} is already in use. Stop the program using it or set PORT to a free port.`
  return null
}

export async function preflight({ databaseUrl, port }) {
  for (const problem of [await checkDatabase(databaseUrl), await checkPort(port)]) {
    if (problem) {
      console.error(`careerbridge: ${problem}`)
      process.exit(1)
    }
  }
}
