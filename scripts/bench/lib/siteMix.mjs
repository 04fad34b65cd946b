// The requests of the site benchmark and how often each comes (weights add up to 100): visitors browsing
// and reading profiles, signed-in consultees looking at free slots, booking, and writing to consultants.

const SEARCHES = ['interview', 'python', 'salary', 'marketing', 'data analyst', 'career change', 'kubernetis']
const pick = (items) => items[Math.floor(Math.random() * items.length)]
const json = (headers) => ({ 'content-type': 'application/json', ...headers })

/** A list query as people combine them: a search, an industry, a service, a later page, or nothing. */
function listQuery({ industries, services }) {
  const params = new URLSearchParams()
  if (Math.random() < 0.5) params.set('search', pick(SEARCHES))
  if (Math.random() < 0.4) params.set('industryFilters', pick(industries))
  if (Math.random() < 0.3) params.set('serviceFilters', pick(services))
  if (Math.random() < 0.2) params.set('page', String(2 + Math.floor(Math.random() * 3)))
  return params.toString()
}

/**
 * `sessions` are signIn() answers of the consultees who have `conversations` ({ id, user_id,
 * consultant_id }); `profiles` consultant short ids; `slots` a freeSlots() generator. Answers the request
 * kinds, the requests, `nextRequest()` (a random request by weight, labelled [kind, name]) and
 * `oneOfEach()`.
 */
export function siteMix(data) {
  const { sessions, conversations, profiles, bookedConsultants, slots, availabilityRange, bookingBody } = data
  const sessionOf = new Map(sessions.map((session) => [session.user.userId, session]))
  const conversation = () => {
    const row = pick(conversations)
    return { ...row, session: sessionOf.get(row.user_id) }
  }
  const requests = [
    ['browse', 'GET /api/consultants', 20, () => ({ path: `/api/consultants?${listQuery(data)}` })],
    ['browse', 'GET /consultants', 8, () => ({ path: `/consultants?${listQuery(data)}` })],
    ['browse', 'GET /', 7, () => ({ path: '/' })],
    ['profile', 'GET /api/consultants/{id}', 15, () => ({ path: `/api/consultants/${pick(profiles)}` })],
    ['profile', 'GET /consultants/{id}', 10, () => ({ path: `/consultants/${pick(profiles)}` })],
    [
      'availability',
      'GET /api/availability/{id}, 14 days',
      15,
      () => ({ path: `/api/availability/${pick(bookedConsultants)}?${availabilityRange}` }),
    ],
    [
      'booking',
      'POST /api/consultations/create',
      5,
      () => ({
        method: 'POST',
        path: '/api/consultations/create',
        headers: json(pick(sessions).headers),
        body: bookingBody(slots.next().value),
      }),
    ],
    [
      'messaging',
      'GET /api/chat/conversations',
      8,
      () => ({ path: '/api/chat/conversations?limit=20', headers: pick(sessions).headers }),
    ],
    [
      'messaging',
      'GET /consultee/dashboard/inquiries/{id}',
      6,
      () => {
        const { id, session } = conversation()
        return { path: `/consultee/dashboard/inquiries/${id}`, headers: session.pageHeaders }
      },
    ],
    [
      'messaging',
      'POST /api/chat/send-message',
      6,
      () => {
        const { user_id: userId, consultant_id: consultantId, session } = conversation()
        const message = `Bench question ${Math.random().toString(36).slice(2)}: could we talk about my CV?`
        return {
          method: 'POST',
          path: '/api/chat/send-message',
          headers: json(session.headers),
          body: JSON.stringify({ role: 'USER', message, userId, consultantId }),
        }
      },
    ],
  ].map(([kind, name, weight, build]) => ({ kind, name, weight, build }))
  const total = requests.reduce((sum, request) => sum + request.weight, 0)
  const build = (request) => ({ method: 'GET', headers: {}, ...request.build(), label: [request.kind, request.name] })
  return {
    kinds: [...new Set(requests.map((request) => request.kind))],
    requests,
    oneOfEach: () => requests.map(build),
    nextRequest() {
      let left = Math.random() * total
      return build(requests.find((request) => (left -= request.weight) < 0) ?? requests[0])
    },
  }
}
