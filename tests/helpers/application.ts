import type { Payload } from 'payload'

import { createUser, sessionHeaders } from './factories'
import { rest } from './http'
import type { User } from '@/payload-types'

const APPLICATION = '/api/consultants/application'

/** Valid bodies of the four application steps, as the stepper sends them. */
export const stepBodies = {
  personalInformation: {
    personalInformation: {
      imageUrl: 'https://cdn.example.com/ada.jpg',
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'DE',
      city: 'Berlin',
      languages: ['en', 'de'],
      gender: 'FEMALE',
    },
    applicationData: { motivation: 'I want to help people find their way. '.repeat(8), referralSource: 'LINKEDIN' },
  },
  profileDetails: {
    tagline: 'Data leader helping analysts grow',
    aboutMe: 'I spent twelve years building and leading data teams in Berlin and Munich; I love helping people grow. ',
    linkedInUrl: 'https://www.linkedin.com/in/ada-example',
  },
  skillsServices: {
    skills: ['SQL', 'Python', 'Leadership', 'Hiring', 'Statistics'],
    services: ['CV review', 'Mock interview', 'Salary talk', 'Career plan', 'LinkedIn'].map((title) => ({
      title,
      description: `${title} in one hour`,
    })),
    pricing: { pricing30Min: 50, pricing60Min: 90, pricingTrial: 0 },
  },
  experience: {
    consents: [
      { consentType: 'CONSULTANT_TERMS_AND_PROFILE_CONSENT', status: 'optin', version: '1.0' },
      { consentType: 'EMPLOYER_APPROVAL_AND_TAX_DECLARATION', status: 'optin', version: '1.0' },
      { consentType: 'DATA_PROCESSING_TRUTHFULNESS_PUBLICATION', status: 'optin', version: '1.0' },
    ],
    experience: {
      industry: 'information-technology',
      major: 'computer-science',
      consultantBusinessType: 'KLEINUNTERNEHMER',
      yearsOfExperience: '12',
      experiences: [
        {
          title: 'Lead',
          organization: 'Zalando',
          country: 'DE',
          city: 'Berlin',
          fromDate: '2019-04',
          myCurrentRole: true,
        },
      ],
      education: [
        {
          type: 'MASTER',
          fieldOfStudy: 'Computer Science',
          university: 'TU Berlin',
          country: 'DE',
          city: 'Berlin',
          fromDate: '2010-10',
          toDate: '2013-09',
        },
      ],
    },
  },
} as const

const STEP_PATHS = [
  ['personal-information', stepBodies.personalInformation],
  ['profile-details', stepBodies.profileDetails],
  ['skills-services', stepBodies.skillsServices],
  ['experience', stepBodies.experience],
] as const

/** Saves the first `steps` application steps through the API for a consultant. */
export async function saveSteps(user: User, steps: number): Promise<void> {
  const headers = await sessionHeaders(user)
  for (const [path, body] of STEP_PATHS.slice(0, steps)) {
    const { status, text } = await rest('PUT', `${APPLICATION}/${path}`, { headers, body })
    if (status !== 200) throw new Error(`saving ${path} answered ${status}: ${text}`)
  }
}

/** A new consultant whose application went through all four steps and was submitted. */
export async function submittedConsultant(payload: Payload, input: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED', ...input })
  await saveSteps(user, 4)
  const submit = await rest('POST', `${APPLICATION}/submit`, { headers: await sessionHeaders(user) })
  if (submit.status !== 200) throw new Error(`submit answered ${submit.status}: ${submit.text}`)
  return user
}
