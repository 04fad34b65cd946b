import type { ConsultationStatus } from '../status'
import type { IssueType } from './feedbackOptions'
import type { NoticeRecipient, SessionNotice } from './notices'

/** What one email says, already in the recipient's language and time zone. */
export type NoticeFacts = {
  recipient: NoticeRecipient
  status: ConsultationStatus
  /** First name of the recipient; may be empty. */
  recipientName: string
  /** Full name of the other side of the session. */
  otherName: string
  /** The session's time, formatted by formatSessionWhen. */
  when: string
  meetingUrl: string
  dashboardUrl: string
  /** The recipient's session list with this session's proposed new time opened to answer. */
  answerUrl: string
  /** The recipient's session list at this session's row. */
  sessionUrl: string
  /** A card payment was made (a refund sentence only makes sense then). */
  paid: boolean
  issue?: { type: IssueType | null; description: string | null }
  review?: { rating: number; headline: string }
  /** The number of the invoice attached to the email, when one is. */
  invoiceNumber?: string
  /** A reschedule notice: the proposed new time, and for a move the time the session had before. */
  proposedWhen?: string
  previousWhen?: string
}

export type NoticeContent = { subject: string; paragraphs: string[] }
export type NoticeTexts = Record<SessionNotice, (facts: NoticeFacts) => NoticeContent>
