// Configuration read from the environment; secrets never have a production default.

export function serverUrl(): string {
  return (process.env.SERVER_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
}

export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  // `next build` evaluates the config without signing anything; a real secret is needed only at run time.
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'build-time-only'
  throw new Error(
    'PAYLOAD_SECRET is not set. Run through `npm run dev` / `npm start` (which set it for the embedded database) or export PAYLOAD_SECRET.',
  )
}

export function mailFrom(): { name: string; address: string } {
  const raw = process.env.MAIL_FROM ?? 'CareerBridge <no-reply@careerbridge.dev>'
  const match = raw.match(/^\s*(.*?)\s*<([^>]+)>\s*$/)
  return match
    ? { name: match[1] || 'CareerBridge', address: match[2]! }
    : { name: 'CareerBridge', address: raw.trim() }
}
