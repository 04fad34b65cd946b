import type { RestRoute } from '@/server/http/restRoutes'

export type BadRequest = { method: string; path: string; body?: string }

/** Path parameters no record can have: out of the integer range, NUL, invalid UTF-8 (more in the unit tests). */
export const BAD_PATH_VALUES = ['99999999999', '%00', '%C3%28']

// Well-formed, in range, and naming nothing: the path every query and body below is sent to.
const MISSING_ID = '2147483647'

const BAD_QUERIES = [
  '?where[id][in]=1,2147483648&limit=99999999999&page=99999999999&depth=99999999999',
  '?where[createdAt][greater_than]=10000-01-01&startDay=9999-12-30&endDay=9999-12-31&userTimezone=Europe/Berlin',
  '?q=a%00b&search=%FF',
]

const FAR_SLOT = '9999-12-31T10:00:00.000Z'

/** A body of the right shape whose values are out of range: ids past 2^31−1, dates in year 9999. */
const OUT_OF_RANGE = JSON.stringify({
  id: 99999999999,
  consultantId: 99999999999,
  userId: 99999999999,
  consultationId: 99999999999,
  conversationId: 99999999999,
  user: 99999999999,
  consultant: 99999999999,
  selectedSlot: FAR_SLOT,
  slots: [FAR_SLOT],
  startsAt: FAR_SLOT,
  startDay: '9999-12-31',
  availability: { timezone: 'Europe/Berlin', days: { '9999-12-31': ['10:00'] } },
})

const BAD_BODIES = [
  'null',
  '"x"',
  '[]',
  '42',
  '{bad',
  OUT_OF_RANGE,
  JSON.stringify({ email: 'a\u0000b@example.com', password: 'x\u0000', text: '\u0000' }),
]

const WRITES = new Set(['POST', 'PUT', 'PATCH'])
// POST and PUT routes read no filters; GET, PATCH and DELETE do (bulk update and delete by `where`).
const FILTERED = new Set(['GET', 'PATCH', 'DELETE'])

const withParams = (path: string, value: string) => path.replace(/:\w+\??/g, value)

/** The bad requests for one route: bad path values, then bad queries and bodies on a well-formed path. */
export function badRequestsFor(route: RestRoute): BadRequest[] {
  const { method } = route
  const write = WRITES.has(method)
  const hasParams = /:\w+/.test(route.path)
  const requests: BadRequest[] = hasParams
    ? BAD_PATH_VALUES.map((value) => ({ method, path: withParams(route.path, value), body: write ? '{}' : undefined }))
    : []
  const path = withParams(route.path, MISSING_ID)
  if (FILTERED.has(method))
    for (const query of BAD_QUERIES) requests.push({ method, path: `${path}${query}`, body: write ? '{}' : undefined })
  if (write) for (const body of BAD_BODIES) requests.push({ method, path, body })
  return requests
}
