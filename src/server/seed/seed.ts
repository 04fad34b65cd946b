import type { Payload } from 'payload'

import { seedCatalogue } from '../catalogue/seedCatalogue'
import { backfillSearchText } from '../search/backfillSearchText'
import { AVATAR_LOOKS } from './avatarLooks'
import { ensureDemoPicture } from './avatars'
import { ensureDemoAvailability } from './availability'
import { catalogueServiceFor } from './catalogueMatch'
import { seedContent } from './content'
import { seedConsultants, type SeedConsultant } from './consultants'
import { seedInvoiceIssuer } from './invoiceIssuer'
import { seedPastSessions } from './pastSessions'
import { DEMO_PASSWORD, seedConsultees, seedStaff } from './people'
import { seedWebinars } from './webinars'
import { toCents } from '@/domain/money'

type Credentials = { email: string; password: string }
export type SeedOptions = { allowDefaultPasswords: boolean; log?: (line: string) => void }
export type SeedResult = { created: number; existing: number }

function staffCredentials(prefix: string, defaults: Credentials, allowDefaults: boolean): Credentials {
  const email = process.env[`${prefix}_EMAIL`]
  const password = process.env[`${prefix}_PASSWORD`]
  if (email && password) return { email, password }
  if (allowDefaults) return { email: email ?? defaults.email, password: password ?? defaults.password }
  throw new Error(
    `${prefix}_EMAIL and ${prefix}_PASSWORD must be set to seed a database that is not the local embedded one.`,
  )
}

/** Creates a user unless one with that email exists; returns its id and whether it was new. */
async function ensureUser(payload: Payload, data: Record<string, unknown> & { email: string }) {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: data.email } },
    limit: 1,
    depth: 0,
  })
  const existing = found.docs[0]
  if (existing) return { id: existing.id, created: false }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- seed rows are checked by the collection's own validation
  const user = await payload.create({ collection: 'users', data: data as any, depth: 0 })
  return { id: user.id, created: true }
}

function profileData(userId: number, consultant: SeedConsultant) {
  return {
    user: userId,
    published: true,
    reviewState: 'APPROVED' as const,
    verified: consultant.verified,
    tagline: consultant.tagline,
    aboutMe: consultant.aboutMe,
    country: consultant.country,
    city: consultant.city,
    languages: consultant.languages,
    industry: consultant.industry,
    major: consultant.major,
    yearsOfExperience: consultant.yearsOfExperience,
    skills: consultant.skills,
    services: consultant.services.map((service) => ({ ...service, serviceId: catalogueServiceFor(service.title) })),
    pricing30Min: toCents(consultant.prices.min30),
    pricing60Min: toCents(consultant.prices.min60),
    pricingTrial: toCents(consultant.prices.trial),
    workingHistory: [
      { ...consultant.job, country: consultant.country, city: consultant.city, toDate: 'NOW', myCurrentRole: true },
    ],
    educationBackgrounds: [{ ...consultant.education, country: consultant.country, city: consultant.city }],
  }
}

/** Idempotent: running it twice leaves the same data as running it once. */
export async function seed(
  payload: Payload,
  { allowDefaultPasswords, log = () => {} }: SeedOptions,
): Promise<SeedResult> {
  const result: SeedResult = { created: 0, existing: 0 }
  const count = (created: boolean) => (created ? result.created++ : result.existing++)
  await seedCatalogue(payload)

  for (const staff of seedStaff) {
    const credentials = staffCredentials(staff.envPrefix, staff, allowDefaultPasswords)
    const { created } = await ensureUser(payload, {
      ...credentials,
      role: staff.role,
      profileStatus: 'ACTIVE',
      firstName: staff.firstName,
      lastName: staff.lastName,
      timezone: 'Europe/Berlin',
    })
    count(created)
    if (created) log(`${staff.role.toLowerCase()}: ${credentials.email}`)
  }

  for (const consultee of seedConsultees) {
    const { created } = await ensureUser(payload, {
      ...consultee,
      password: DEMO_PASSWORD,
      role: 'USER',
      profileStatus: 'ACTIVE',
    })
    count(created)
  }

  let pictures = 0
  for (const [index, consultant] of seedConsultants.entries()) {
    const { id, created } = await ensureUser(payload, {
      email: consultant.email,
      password: DEMO_PASSWORD,
      role: 'CONSULTANT',
      profileStatus: 'ACTIVE',
      firstName: consultant.firstName,
      lastName: consultant.lastName,
      timezone: consultant.timezone,
    })
    count(created)
    const profiles = await payload.find({
      collection: 'consultant-profiles',
      where: { user: { equals: id } },
      limit: 1,
      depth: 0,
    })
    if (!profiles.docs[0])
      await payload.create({ collection: 'consultant-profiles', data: profileData(id, consultant), depth: 0 })
    await ensureDemoAvailability(payload, id, consultant.timezone, index)
    const look = AVATAR_LOOKS[consultant.email]
    const user = await payload.findByID({ collection: 'users', id, depth: 0 })
    if (look && (await ensureDemoPicture(payload, user, look))) pictures++
  }
  if (pictures) log(`${pictures} profile pictures`)
  if (await seedInvoiceIssuer(payload)) log('invoice issuer (demo details)')
  const reviews = await seedPastSessions(payload, new Date())
  if (reviews) log(`${reviews} past sessions with reviews`)
  await backfillSearchText(payload)
  const content = await seedContent(payload)
  if (content) log(`${content} blog, help and legal documents`)
  const webinars = await seedWebinars(payload, new Date())
  if (webinars) log(`${webinars} upcoming webinars`)
  return result
}
