import type { Payload } from 'payload'

import { addDays, instantsOfWallTime, localDateOf } from '@/domain/scheduling'

const ZONE = 'Europe/Berlin'

type SeedWebinar = {
  daysAhead: number
  time: string
  durationMinutes: number
  capacity: number | null
  joinUrl: string
  title: { en: string; de: string }
  description: { en: string; de: string }
}

const WEBINARS: SeedWebinar[] = [
  {
    daysAhead: 7,
    time: '18:00',
    durationMinutes: 60,
    capacity: 80,
    joinUrl: 'https://meet.example.com/careerbridge-salary-talks',
    title: {
      en: 'Salary talks in Germany: what to ask for and when',
      de: 'Gehaltsgespräche in Deutschland: was du wann forderst',
    },
    description: {
      en: 'How salary bands work at German employers, when the number comes up in the process, and how to answer “What are your expectations?”.\nWith time for your questions at the end.',
      de: 'Wie Gehaltsbänder bei deutschen Arbeitgebern funktionieren, wann die Zahl im Prozess zur Sprache kommt und wie du auf „Was sind Ihre Vorstellungen?“ antwortest.\nMit Zeit für deine Fragen am Ende.',
    },
  },
  {
    daysAhead: 14,
    time: '17:30',
    durationMinutes: 45,
    capacity: null,
    joinUrl: 'https://meet.example.com/careerbridge-cv-clinic',
    title: {
      en: 'CV clinic: a German CV in 45 minutes',
      de: 'Lebenslauf-Sprechstunde: ein deutscher Lebenslauf in 45 Minuten',
    },
    description: {
      en: 'Photo or no photo, one page or two, and which gaps to explain: a consultant reworks a real CV live.',
      de: 'Mit oder ohne Foto, eine Seite oder zwei und welche Lücken du erklären solltest: Eine Beraterin überarbeitet live einen echten Lebenslauf.',
    },
  },
]

/**
 * Two upcoming webinars for the demo, a week and two weeks from `now`, in English and German. A title
 * with an upcoming webinar is kept; once the webinar is over, the next run plans it again.
 */
export async function seedWebinars(payload: Payload, now: Date): Promise<number> {
  let created = 0
  for (const webinar of WEBINARS) {
    const { totalDocs } = await payload.count({
      collection: 'webinars',
      where: { and: [{ title: { equals: webinar.title.en } }, { startsAt: { greater_than: now.toISOString() } }] },
      locale: 'en',
    })
    if (totalDocs > 0) continue
    const day = addDays(localDateOf(now, ZONE), webinar.daysAhead)
    const [startsAt] = instantsOfWallTime(day, webinar.time, ZONE)
    if (!startsAt) continue
    const { id } = await payload.create({
      collection: 'webinars',
      locale: 'en',
      data: {
        title: webinar.title.en,
        description: webinar.description.en,
        startsAt: startsAt.toISOString(),
        durationMinutes: webinar.durationMinutes,
        capacity: webinar.capacity,
        joinUrl: webinar.joinUrl,
        _status: 'published',
      },
      depth: 0,
    })
    await payload.update({
      collection: 'webinars',
      id,
      locale: 'de',
      data: { title: webinar.title.de, description: webinar.description.de, _status: 'published' },
      depth: 0,
    })
    created++
  }
  return created
}
