// The requests of the site mix, one builder per endpoint, each request drawn from the records of one data
// size; and the check that every kind is answered before it is put under load.
import { bookingBody, day } from './booking.mjs'
import { pick } from './random.mjs'

// Cached lists: the first page, a search, three filters together, one filter.
const LIST_QUERIES = [
  '',
  'search=interview',
  'serviceFilters=career-services/mock-interview&industryFilters=information-technology,finance-and-banking,consulting&search=interview',
  'industryFilters=information-technology',
]

const encodeCursor = (at, id) => Buffer.from(JSON.stringify([new Date(at).toISOString(), id])).toString('base64url')

/** `etags` stays empty until listEtags fills it; the conditional GETs are drawn only after that. */
export function siteRequests(records, etags) {
  const { sessions, sessionOf, conversations, conversationsOf, messageKeys, profiles, booked, slots } = records
  const range = `startDay=${day(1)}&endDay=${day(14)}&userTimezone=Europe/Berlin`
  const json = (headers) => ({ 'content-type': 'application/json', ...headers })
  const get = (path, headers = {}) => ({ method: 'GET', path, headers })
  return {
    list: () => get(`/api/consultants?${pick(LIST_QUERIES)}`),
    search: () => get(`/api/consultants?search=${encodeURIComponent(records.newSearch())}`),
    profile: () => get(`/api/consultants/${pick(profiles).shortId}`),
    slots: () => get(`/api/availability/${pick(booked).id}?${range}`),
    booking: () => ({
      method: 'POST',
      path: '/api/consultations/create',
      headers: json(pick(sessions).headers),
      body: bookingBody(slots.next().value),
    }),
    conversations: () => {
      const session = pick(sessions)
      if (Math.random() < 0.5) return get('/api/chat/conversations?limit=20', session.headers)
      const row = pick(conversationsOf.get(session.user.userId))
      const cursor = encodeCursor(row.last_message_at, row.id)
      return get(`/api/chat/conversations?limit=20&lastEvaluatedKey=${cursor}`, session.headers)
    },
    thread: () => {
      if (Math.random() < 0.5) {
        const row = pick(conversations)
        return get(`/api/chat/conversations/${row.id}?limit=20`, sessionOf.get(row.user_id).headers)
      }
      const key = pick(messageKeys)
      const cursor = encodeCursor(key.created_at, key.id)
      const path = `/api/chat/conversations/${key.conversation_id}?limit=20&lastEvaluatedKey=${cursor}`
      return get(path, sessionOf.get(key.user_id).headers)
    },
    conditional: () => {
      const { path, etag } = pick(etags)
      return get(path, { 'if-none-match': etag })
    },
  }
}

/** The cached lists' current ETags, for the conditional GETs. */
export async function listEtags(origin) {
  const etags = []
  for (const query of LIST_QUERIES) {
    const path = `/api/consultants?${query}`
    const response = await fetch(`${origin}${path}`)
    await response.arrayBuffer()
    const etag = response.headers.get('etag')
    if (!response.ok || !etag) throw new Error(`GET ${path} answered ${response.status} without an ETag`)
    etags.push({ path, etag })
  }
  return etags
}

/** Every kind once, so that a run never measures a failing endpoint. */
export async function checkEveryRequest(origin, requests) {
  for (const [name, build] of Object.entries(requests)) {
    const { path, ...init } = build()
    const response = await fetch(`${origin}${path}`, { ...init, redirect: 'manual' })
    const text = await response.text()
    const expected = name === 'conditional' ? response.status === 304 : response.ok
    if (!expected)
      throw new Error(`${init.method} ${path} (${name}) answered ${response.status}: ${text.slice(0, 300)}`)
  }
}
