import 'server-only'

import { createLocalReq, type Payload } from 'payload'

import { CONSENT_CONTEXTS, type ShownConsent } from '@/domain/consents'
import type { Locale } from '@/domain/locale'
import { usableTimeZone } from '@/domain/time'
import { endOf, hasEnded, isUpcoming, seatsLeft, WEBINAR_LIMITS } from '@/domain/webinars'
import type { User, Webinar } from '@/payload-types'
import { consentsToShow } from '@/server/consents/shownConsents'
import { registrationCounts } from '@/server/queries/webinars'

const SIGNUP = CONSENT_CONTEXTS.WEBINAR_SIGNUP

/** The most webinars the page lists; editors plan a handful at a time. */
const MAX_LISTED = 50

/** One webinar as the page shows it; `joinUrl` only when the viewer is registered. */
export type WebinarView = {
  id: number
  title: string
  description: string | null
  startsAt: string
  endsAt: string
  durationMinutes: number
  /** null: no limit. */
  seatsLeft: number | null
  /** Registration has closed: it has begun (registered people may still join until it ends). */
  started: boolean
  registration: { joinUrl: string } | null
}

export type WebinarsPageData = {
  webinars: WebinarView[]
  /** The zone the viewer reads times in: theirs, else the fallback zone for visitors. */
  timeZone: string
  /** The consents the Register action gives, as a signed-in viewer sees them; none for a visitor. */
  consents: ShownConsent[]
}

type Listed = Pick<Webinar, 'id' | 'title' | 'description' | 'startsAt' | 'durationMinutes' | 'capacity'>

/** Published webinars not over yet, soonest first, read as the public reads them (no join links). */
async function listedWebinars(payload: Payload, locale: Locale, now: Date): Promise<Listed[]> {
  // The longest webinar that can still run began at most this long ago.
  const earliestRunning = new Date(now.getTime() - WEBINAR_LIMITS.maxDurationMinutes * 60_000)
  const { docs } = await payload.find({
    collection: 'webinars',
    where: { startsAt: { greater_than: earliestRunning.toISOString() } },
    sort: 'startsAt',
    limit: MAX_LISTED,
    pagination: false,
    locale,
    depth: 0,
    overrideAccess: false,
    select: { title: true, description: true, startsAt: true, durationMinutes: true, capacity: true },
  })
  return docs.filter((webinar) => !hasEnded(webinar, now))
}

/** The viewer's registrations among `ids`, with each webinar's join link. */
async function joinLinksOf(payload: Payload, viewer: User, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const { docs: registrations } = await payload.find({
    collection: 'webinar-registrations',
    where: { and: [{ user: { equals: viewer.id } }, { webinar: { in: ids } }] },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: viewer,
  })
  const registered = registrations.map((registration) =>
    typeof registration.webinar === 'number' ? registration.webinar : registration.webinar.id,
  )
  if (registered.length === 0) return new Map()
  // The join link is no public field: read by the server for the webinars the viewer registered for.
  const { docs } = await payload.find({
    collection: 'webinars',
    where: { id: { in: registered } },
    pagination: false,
    depth: 0,
    select: { joinUrl: true },
    overrideAccess: true,
  })
  return new Map(docs.map((webinar) => [webinar.id, webinar.joinUrl]))
}

/** What /webinars shows `viewer` (null: a visitor) at `now`, in `locale`. */
export async function webinarsPageData(
  payload: Payload,
  viewer: User | null,
  locale: Locale,
  now: Date,
): Promise<WebinarsPageData> {
  const listed = await listedWebinars(payload, locale, now)
  const ids = listed.map((webinar) => webinar.id)
  const [counts, joinLinks, consents] = await Promise.all([
    registrationCounts(await createLocalReq({}, payload), ids),
    viewer ? joinLinksOf(payload, viewer, ids) : new Map<number, string>(),
    viewer ? consentsToShow(payload, [...SIGNUP.required, ...SIGNUP.optional], locale) : [],
  ])
  const webinars = listed.map((webinar): WebinarView => {
    const joinUrl = joinLinks.get(webinar.id)
    return {
      id: webinar.id,
      title: webinar.title,
      description: webinar.description ?? null,
      startsAt: webinar.startsAt,
      endsAt: endOf(webinar).toISOString(),
      durationMinutes: webinar.durationMinutes,
      seatsLeft: seatsLeft(webinar, counts.get(webinar.id) ?? 0),
      started: !isUpcoming(webinar, now),
      registration: joinUrl ? { joinUrl } : null,
    }
  })
  return { webinars, timeZone: usableTimeZone(viewer?.timezone, now), consents }
}
