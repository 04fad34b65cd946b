import type { InquiryRole } from '@/domain/inquiries'

/** One message as the API answers it (API.md "Inquiries": role, message, userId, consultantId). */
export type MessageView = {
  id: number
  conversationId: number
  role: InquiryRole
  message: string
  userId: number
  consultantId: number
  senderId: number
  createdAt: string
}

export type CounterpartView = {
  id: number
  firstName: string
  lastName: string
  imageUrl: string | null
  consultantShortId?: string | null
}

export type ConversationView = {
  conversationId: number
  userId: number
  consultantId: number
  archiveStatus: 'ACTIVE' | 'ARCHIVED'
  lastMessageAt: string
  lastMessagePreview: string
  lastMessageRole: InquiryRole
  unreadCount: number
  unread: boolean
  counterpart: CounterpartView
}
