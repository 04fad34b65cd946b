/** The two sides of a conversation: the consultee (`user`) and the consultant. */
export type InquiryRole = 'USER' | 'CONSULTANT'
export type Side = 'user' | 'consultant'

export const sideOf = (role: InquiryRole): Side => (role === 'USER' ? 'user' : 'consultant')
export const otherSide = (side: Side): Side => (side === 'user' ? 'consultant' : 'user')

export const isInquiryRole = (value: unknown): value is InquiryRole => value === 'USER' || value === 'CONSULTANT'
