import crypto from 'node:crypto'

import { payloadSecret } from '../env'

const DEFAULT_MEETING_BASE_URL = 'https://meet.jit.si'

/** The video server rooms live on (MEETING_BASE_URL, e.g. a Jitsi server of our own), without a trailing slash. */
export function meetingBaseUrl(): string {
  return (process.env.MEETING_BASE_URL?.trim() || DEFAULT_MEETING_BASE_URL).replace(/\/+$/, '')
}

/**
 * The video room of one session. The room name is an HMAC of the consultation id, so it is the same every
 * time it is computed and nobody can guess another session's room from its id. Hex keeps it safe in any
 * URL and on servers that lowercase room names.
 */
export function meetingUrlFor(consultationId: number | string): string {
  const room = crypto
    .createHmac('sha256', payloadSecret())
    .update(`meeting-room:${consultationId}`)
    .digest('hex')
    .slice(0, 32)
  return `${meetingBaseUrl()}/careerbridge-${room}`
}
