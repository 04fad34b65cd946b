import type { IssueType } from './feedbackOptions'
import type { NoticeContent, NoticeFacts, NoticeTexts } from './noticeTypes'

const ISSUE_LABELS: Record<IssueType, string> = {
  CONSULTANT_NO_SHOW: 'the consultant did not show up',
  TECHNICAL_PROBLEM: 'a technical problem',
  SESSION_QUALITY: 'the quality of the session',
  BILLING: 'billing',
  OTHER: 'another problem',
}

const greeting = (f: NoticeFacts) => (f.recipientName ? `Hello ${f.recipientName},` : 'Hello,')
const mail = (f: NoticeFacts, subject: string, ...body: (string | null)[]): NoticeContent => ({
  subject,
  paragraphs: [greeting(f), ...body.filter((line): line is string => line !== null)],
})
const joinLine = (f: NoticeFacts) => `Join the video call here: ${f.meetingUrl}`

function reminder(hours: string) {
  return (f: NoticeFacts) =>
    mail(
      f,
      `Your session with ${f.otherName} starts in ${hours}`,
      `Your session with ${f.otherName} is on ${f.when}.`,
      joinLine(f),
    )
}

export const noticeTextsEn: NoticeTexts = {
  requested: (f) =>
    mail(
      f,
      `New session request from ${f.otherName}`,
      `${f.otherName} asked for a session with you on ${f.when}.`,
      `Please accept or decline the request in your dashboard: ${f.dashboardUrl}`,
    ),
  confirmed: (f) =>
    mail(
      f,
      f.recipient === 'consultee'
        ? `Your session with ${f.otherName} is confirmed`
        : `Session with ${f.otherName} confirmed`,
      f.recipient === 'consultee'
        ? `${f.otherName} confirmed your session on ${f.when}.`
        : `You confirmed the session with ${f.otherName} on ${f.when}.`,
      joinLine(f),
      'The calendar invitation is attached.',
      f.invoiceNumber ? `Your invoice ${f.invoiceNumber} for the payment is attached as well.` : null,
    ),
  declined: (f) =>
    f.status === 'PAST_REQUEST_TIMEOUT'
      ? mail(
          f,
          'Your session request has expired',
          `${f.otherName} did not answer your request for ${f.when} in time, so the request has expired.`,
          f.paid ? 'You are not charged: the amount reserved on your card has been released.' : null,
          `Book another time or consultant: ${f.dashboardUrl}`,
        )
      : mail(
          f,
          `${f.otherName} declined your session request`,
          `${f.otherName} cannot take your session on ${f.when} and declined the request.`,
          f.paid ? 'You are not charged: the amount reserved on your card has been released.' : null,
          `Book another time or consultant: ${f.dashboardUrl}`,
        ),
  cancelled: (f) => {
    if (f.recipient === 'consultee') {
      return mail(
        f,
        `${f.otherName} cancelled your session`,
        `${f.otherName} had to cancel your session on ${f.when}.`,
        f.paid ? 'You get a full refund to your card.' : null,
      )
    }
    return f.status === 'PAST_REQ_CANCELLED_BY_USER'
      ? mail(
          f,
          `${f.otherName} withdrew a session request`,
          `${f.otherName} withdrew the request for a session on ${f.when}. There is nothing left for you to do.`,
        )
      : mail(
          f,
          `${f.otherName} cancelled a session`,
          `${f.otherName} cancelled the session on ${f.when}. The time is free again in your calendar.`,
        )
  },
  'reminder-24h': reminder('24 hours'),
  'reminder-1h': reminder('1 hour'),
  'issue-reported': (f) =>
    mail(
      f,
      `A problem was reported about your session with ${f.otherName}`,
      `${f.otherName} reported a problem with the session on ${f.when}: ${ISSUE_LABELS[f.issue?.type ?? 'OTHER']}.`,
      f.issue?.description ? `Their description: “${f.issue.description}”` : null,
      'Our team will look into it and get back to you. The payout for this session waits until the issue is resolved.',
    ),
  'review-received': (f) =>
    mail(
      f,
      `${f.otherName} reviewed your session`,
      `${f.otherName} rated the session on ${f.when} with ${f.review?.rating ?? 0} of 5 stars: “${f.review?.headline ?? ''}”`,
      `Read the review in your dashboard: ${f.dashboardUrl}`,
    ),
  'reschedule-proposed': (f) =>
    mail(
      f,
      `${f.otherName} proposes a new time for your session`,
      `${f.otherName} would like to move your session on ${f.when} to ${f.proposedWhen ?? ''}.`,
      'Until you answer, the session stays at its current time.',
      `Accept or decline the new time in your dashboard: ${f.answerUrl}`,
    ),
  'reschedule-accepted': (f) =>
    mail(
      f,
      `Your session with ${f.otherName} has moved`,
      `Your session with ${f.otherName} now takes place on ${f.when} (before: ${f.previousWhen ?? ''}).`,
      f.status === 'UPCOMING_CONFIRMED' ? joinLine(f) : null,
      f.status === 'UPCOMING_CONFIRMED' ? 'The updated calendar invitation is attached.' : null,
    ),
  'reschedule-declined': (f) =>
    mail(
      f,
      `${f.otherName} declined the new time`,
      `${f.otherName} declined moving your session to ${f.proposedWhen ?? ''}. It stays on ${f.when}.`,
      `See your sessions in your dashboard: ${f.sessionUrl}`,
    ),
  'reschedule-withdrawn': (f) =>
    mail(
      f,
      `${f.otherName} withdrew the proposed new time`,
      `${f.otherName} no longer proposes moving your session to ${f.proposedWhen ?? ''}. It stays on ${f.when}.`,
    ),
}
