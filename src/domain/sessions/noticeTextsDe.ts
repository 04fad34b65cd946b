import type { IssueType } from './feedbackOptions'
import type { NoticeContent, NoticeFacts, NoticeTexts } from './noticeTypes'

const ISSUE_LABELS: Record<IssueType, string> = {
  CONSULTANT_NO_SHOW: 'die Beraterin oder der Berater ist nicht erschienen',
  TECHNICAL_PROBLEM: 'ein technisches Problem',
  SESSION_QUALITY: 'die Qualität der Sitzung',
  BILLING: 'die Abrechnung',
  OTHER: 'ein anderes Problem',
}

const greeting = (f: NoticeFacts) => (f.recipientName ? `Hallo ${f.recipientName},` : 'Hallo,')
const mail = (f: NoticeFacts, subject: string, ...body: (string | null)[]): NoticeContent => ({
  subject,
  paragraphs: [greeting(f), ...body.filter((line): line is string => line !== null)],
})
const joinLine = (f: NoticeFacts) => `Hier geht es zum Videocall: ${f.meetingUrl}`
const released = 'Dir wird nichts berechnet: Der auf deiner Karte reservierte Betrag wurde freigegeben.'

function reminder(hours: string) {
  return (f: NoticeFacts) =>
    mail(
      f,
      `Deine Sitzung mit ${f.otherName} beginnt in ${hours}`,
      `Deine Sitzung mit ${f.otherName} ist am ${f.when}.`,
      joinLine(f),
    )
}

export const noticeTextsDe: NoticeTexts = {
  requested: (f) =>
    mail(
      f,
      `Neue Sitzungsanfrage von ${f.otherName}`,
      `${f.otherName} möchte eine Sitzung mit dir am ${f.when}.`,
      `Bitte nimm die Anfrage in deinem Dashboard an oder lehne sie ab: ${f.dashboardUrl}`,
    ),
  confirmed: (f) =>
    mail(
      f,
      f.recipient === 'consultee'
        ? `Deine Sitzung mit ${f.otherName} ist bestätigt`
        : `Sitzung mit ${f.otherName} bestätigt`,
      f.recipient === 'consultee'
        ? `${f.otherName} hat deine Sitzung am ${f.when} bestätigt.`
        : `Du hast die Sitzung mit ${f.otherName} am ${f.when} bestätigt.`,
      joinLine(f),
      'Die Kalendereinladung findest du im Anhang.',
      f.invoiceNumber ? `Deine Rechnung ${f.invoiceNumber} über die Zahlung liegt ebenfalls bei.` : null,
    ),
  declined: (f) =>
    f.status === 'PAST_REQUEST_TIMEOUT'
      ? mail(
          f,
          'Deine Sitzungsanfrage ist abgelaufen',
          `${f.otherName} hat auf deine Anfrage für ${f.when} nicht rechtzeitig geantwortet, deshalb ist sie abgelaufen.`,
          f.paid ? released : null,
          `Buche einen anderen Termin oder eine andere Beratung: ${f.dashboardUrl}`,
        )
      : mail(
          f,
          `${f.otherName} hat deine Sitzungsanfrage abgelehnt`,
          `${f.otherName} kann deine Sitzung am ${f.when} nicht übernehmen und hat die Anfrage abgelehnt.`,
          f.paid ? released : null,
          `Buche einen anderen Termin oder eine andere Beratung: ${f.dashboardUrl}`,
        ),
  cancelled: (f) => {
    if (f.recipient === 'consultee') {
      return mail(
        f,
        `${f.otherName} hat deine Sitzung abgesagt`,
        `${f.otherName} musste deine Sitzung am ${f.when} absagen.`,
        f.paid ? 'Du bekommst den vollen Betrag auf deine Karte erstattet.' : null,
      )
    }
    return f.status === 'PAST_REQ_CANCELLED_BY_USER'
      ? mail(
          f,
          `${f.otherName} hat eine Sitzungsanfrage zurückgezogen`,
          `${f.otherName} hat die Anfrage für eine Sitzung am ${f.when} zurückgezogen. Für dich gibt es nichts mehr zu tun.`,
        )
      : mail(
          f,
          `${f.otherName} hat eine Sitzung abgesagt`,
          `${f.otherName} hat die Sitzung am ${f.when} abgesagt. Die Zeit ist in deinem Kalender wieder frei.`,
        )
  },
  'reminder-24h': reminder('24 Stunden'),
  'reminder-1h': reminder('1 Stunde'),
  'issue-reported': (f) =>
    mail(
      f,
      `Zu deiner Sitzung mit ${f.otherName} wurde ein Problem gemeldet`,
      `${f.otherName} hat ein Problem mit der Sitzung am ${f.when} gemeldet: ${ISSUE_LABELS[f.issue?.type ?? 'OTHER']}.`,
      f.issue?.description ? `Die Beschreibung: „${f.issue.description}“` : null,
      'Unser Team prüft das und meldet sich bei dir. Die Auszahlung für diese Sitzung wartet, bis das Problem geklärt ist.',
    ),
  'review-received': (f) =>
    mail(
      f,
      `${f.otherName} hat deine Sitzung bewertet`,
      `${f.otherName} hat die Sitzung am ${f.when} mit ${f.review?.rating ?? 0} von 5 Sternen bewertet: „${f.review?.headline ?? ''}“`,
      `Lies die Bewertung in deinem Dashboard: ${f.dashboardUrl}`,
    ),
  'reschedule-proposed': (f) =>
    mail(
      f,
      `${f.otherName} schlägt eine neue Zeit für euren Termin vor`,
      `${f.otherName} möchte euren Termin am ${f.when} auf ${f.proposedWhen ?? ''} verschieben.`,
      'Bis du antwortest, bleibt der Termin zur bisherigen Zeit.',
      `Nimm die neue Zeit in deinem Dashboard an oder lehne sie ab: ${f.answerUrl}`,
    ),
  'reschedule-accepted': (f) =>
    mail(
      f,
      `Dein Termin mit ${f.otherName} wurde verschoben`,
      `Dein Termin mit ${f.otherName} findet jetzt am ${f.when} statt (vorher: ${f.previousWhen ?? ''}).`,
      f.status === 'UPCOMING_CONFIRMED' ? joinLine(f) : null,
      f.status === 'UPCOMING_CONFIRMED' ? 'Die aktualisierte Kalendereinladung ist angehängt.' : null,
    ),
  'reschedule-declined': (f) =>
    mail(
      f,
      `${f.otherName} hat die neue Zeit abgelehnt`,
      `${f.otherName} hat das Verschieben eures Termins auf ${f.proposedWhen ?? ''} abgelehnt. Er bleibt am ${f.when}.`,
      `Deine Termine findest du in deinem Dashboard: ${f.sessionUrl}`,
    ),
  'reschedule-withdrawn': (f) =>
    mail(
      f,
      `${f.otherName} hat die vorgeschlagene neue Zeit zurückgezogen`,
      `${f.otherName} schlägt nicht mehr vor, euren Termin auf ${f.proposedWhen ?? ''} zu verschieben. Er bleibt am ${f.when}.`,
    ),
}
