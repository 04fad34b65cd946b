// The endpoints `npm run bench` measures: each one's name (as --only takes it) and label, and the order of
// the runs.

export const ENDPOINTS = {
  list: 'GET /api/consultants, answered from cache',
  search: 'GET /api/consultants?search=, a new word each request',
  profile: 'GET /api/consultants/{id}',
  slots: 'GET /api/availability/{id}, 14 days',
  booking: 'POST /api/consultations/create',
  conversations: 'GET /api/chat/conversations',
  thread: 'GET /api/chat/conversations/{id}',
  conditional: 'GET /api/consultants, If-None-Match → 304',
}

// Reads first, the booking (which writes) last.
export const ORDER = ['list', 'conditional', 'search', 'profile', 'slots', 'conversations', 'thread', 'booking']
