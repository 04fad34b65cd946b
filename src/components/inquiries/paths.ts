import type { InquiryRole } from '@/domain/inquiries'

/** Where a viewer's inquiries live: /consultee/dashboard/inquiries or /consultant/dashboard/inquiries. */
export const inquiriesPath = (role: InquiryRole) =>
  `/${role === 'CONSULTANT' ? 'consultant' : 'consultee'}/dashboard/inquiries`

export const threadPath = (role: InquiryRole, conversationId: number) => `${inquiriesPath(role)}/${conversationId}`

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()
