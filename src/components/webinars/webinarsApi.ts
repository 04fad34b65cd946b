import { callApi } from '../auth/api'
import type { ConsentInput, ShownConsent } from '@/domain/consents'

/** POST /api/webinars/{id}/registrations answers the registration with the link to join. */
export type Registration = { id: number; webinar: number; createdAt: string; joinUrl: string }

const pathOf = (webinarId: number) => `/api/webinars/${webinarId}/registrations`

/** The terms as shown (agreed to by registering), and the webinar emails only when their box is ticked. */
export function registrationConsents(
  terms: ShownConsent,
  emails: ShownConsent | undefined,
  emailsTicked: boolean,
): ConsentInput[] {
  const optIn = ({ consentType, version }: ShownConsent): ConsentInput => ({ consentType, status: 'optin', version })
  return emails && emailsTicked ? [optIn(terms), optIn(emails)] : [optIn(terms)]
}

export function registerForWebinar(webinarId: number, consents: ConsentInput[]) {
  return callApi<Registration>(pathOf(webinarId), { consents })
}

export function cancelWebinarRegistration(webinarId: number) {
  return callApi<Record<string, never>>(pathOf(webinarId), undefined, 'DELETE')
}
