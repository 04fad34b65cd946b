import type { ConversationView, MessageView } from '@/server/inquiries/views'
import type { ThreadView } from '@/server/inquiries/thread'

export type ConversationPage = { conversations: ConversationView[]; lastEvaluatedKey: string | null }
export type ThreadPage = ThreadView

/** A failed call: the server's own message when it sent one (spec §8), else the caller's fallback. */
export class InquiryCallError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`)
  }
}

export const messageOr = (error: unknown, fallback: string) =>
  error instanceof InquiryCallError && error.serverMessage ? error.serverMessage : fallback

async function call<T>(input: string, init?: RequestInit): Promise<T> {
  const response = await fetch(input, { credentials: 'same-origin', cache: 'no-store', ...init })
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  if (!response.ok) {
    throw new InquiryCallError(response.status, typeof body?.message === 'string' ? body.message : null)
  }
  return body as T
}

export function fetchConversations(archiveStatus: 'ACTIVE' | 'ARCHIVED', cursor?: string | null) {
  const query = new URLSearchParams({ archiveStatus, limit: '20' })
  if (cursor) query.set('lastEvaluatedKey', cursor)
  return call<ConversationPage>(`/api/chat/conversations?${query}`)
}

export function fetchThread(conversationId: number, limit: number, cursor?: string | null) {
  const query = new URLSearchParams({ limit: String(limit) })
  if (cursor) query.set('lastEvaluatedKey', cursor)
  return call<ThreadPage>(`/api/chat/conversations/${conversationId}?${query}`)
}

export function sendMessage(body: {
  role: 'USER' | 'CONSULTANT'
  message: string
  userId: number
  consultantId: number
}) {
  return call<{ conversationId: number; message: MessageView }>('/api/chat/send-message', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

export function updateArchiveStatus(conversationId: number, archiveStatus: 'ACTIVE' | 'ARCHIVED') {
  const query = new URLSearchParams({ conversationId: String(conversationId), archiveStatus })
  return call<{ conversationId: number; archiveStatus: string }>(
    `/api/chat/update-conversation-archive-status?${query}`,
    { method: 'PUT' },
  )
}
