// `tsx scripts/bench/seed-consultants.ts COUNT [SEED]`: adds COUNT ACTIVE, published consultants with
// catalogue industries, majors and services to the database at DATABASE_URL, in bulk SQL (the Local API
// would hash a password and run the hooks for each of them). The search text is what the profile hook
// would write, so the consultant search finds them. Prints one JSON line: { count, ms, sample }.
import crypto from 'node:crypto'

import pg from 'pg'

import { generateConsultant, random, type GeneratedConsultant } from './lib/consultantData'

const BATCH = 1000

const rowId = () => crypto.randomBytes(12).toString('hex')

async function insertBatch(client: pg.Client, batch: GeneratedConsultant[]): Promise<void> {
  const column = <T>(read: (consultant: GeneratedConsultant) => T) => batch.map(read)
  const users = await client.query<{ id: number; email: string }>(
    `insert into users (email, role, profile_status, first_name, last_name, timezone, user_short_id)
     select email, 'CONSULTANT', 'ACTIVE', first_name, last_name, timezone, short_id
     from unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[])
       as t(email, first_name, last_name, timezone, short_id)
     returning id, email`,
    [
      column((c) => c.email),
      column((c) => c.firstName),
      column((c) => c.lastName),
      column((c) => c.timezone),
      column((c) => c.userShortId),
    ],
  )
  const userIds = new Map(users.rows.map((row) => [row.email, row.id]))
  const profiles = await client.query<{ id: number; user_id: number }>(
    `insert into consultant_profiles (user_id, consultant_short_id, display_name, search_text, published, verified,
       tagline, about_me, country, city, industry, major, years_of_experience, pricing30_min, pricing60_min,
       pricing_trial, review_state, average_rating, review_count, submitted_at, reviewed_at)
     select user_id, short_id, display_name, search_text, true, verified, tagline, about_me, country, city,
       industry, major, years, p30, p60, trial, 'APPROVED', rating, reviews, now() - interval '30 days', now()
     from unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[], $5::bool[], $6::varchar[], $7::varchar[],
       $8::varchar[], $9::varchar[], $10::varchar[], $11::varchar[], $12::varchar[], $13::numeric[], $14::numeric[],
       $15::numeric[], $16::numeric[], $17::numeric[])
       as t(user_id, short_id, display_name, search_text, verified, tagline, about_me, country, city, industry,
         major, years, p30, p60, trial, rating, reviews)
     returning id, user_id`,
    [
      column((c) => userIds.get(c.email)),
      column((c) => c.consultantShortId),
      column((c) => `${c.firstName} ${c.lastName}`),
      column((c) => c.searchText),
      column((c) => c.verified),
      column((c) => c.tagline),
      column((c) => c.aboutMe),
      column((c) => c.country),
      column((c) => c.city),
      column((c) => c.industry),
      column((c) => c.major),
      column((c) => c.yearsOfExperience),
      column((c) => c.prices.min30),
      column((c) => c.prices.min60),
      column((c) => c.prices.trial),
      column((c) => c.averageRating),
      column((c) => c.reviewCount),
    ],
  )
  const profileByUser = new Map(profiles.rows.map((row) => [row.user_id, row.id]))
  const profileOf = (consultant: GeneratedConsultant) => profileByUser.get(userIds.get(consultant.email) ?? -1)

  const services = batch.flatMap((c) => c.services.map((service, index) => ({ parent: profileOf(c), index, service })))
  await client.query(
    `insert into consultant_profiles_services (_order, _parent_id, id, service_id, title, description, category)
     select * from unnest($1::int[], $2::int[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::varchar[])`,
    [
      services.map((s) => s.index + 1),
      services.map((s) => s.parent),
      services.map(() => rowId()),
      services.map((s) => s.service.serviceId),
      services.map((s) => s.service.title),
      services.map((s) => s.service.description),
      services.map((s) => s.service.category),
    ],
  )
  await client.query(
    `insert into consultant_profiles_working_history (_order, _parent_id, id, title, organization, country, city,
       from_date, to_date, my_current_role)
     select 1, parent, id, title, organization, country, city, from_date, 'NOW', true
     from unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::varchar[])
       as t(parent, id, title, organization, country, city, from_date)`,
    [
      column(profileOf),
      column(() => rowId()),
      column((c) => c.job.title),
      column((c) => c.job.organization),
      column((c) => c.country),
      column((c) => c.city),
      column((c) => c.job.fromDate),
    ],
  )
  await client.query(
    `insert into consultant_profiles_education_backgrounds (_order, _parent_id, id, type, field_of_study, university,
       country, city, from_date, to_date)
     select 1, * from unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[],
       $7::varchar[], $8::varchar[], $9::varchar[])`,
    [
      column(profileOf),
      column(() => rowId()),
      column((c) => c.education.type),
      column((c) => c.education.fieldOfStudy),
      column((c) => c.education.university),
      column((c) => c.country),
      column((c) => c.city),
      column((c) => c.education.fromDate),
      column((c) => c.education.toDate),
    ],
  )
  const texts = batch.flatMap((c) =>
    (['skills', 'languages'] as const).flatMap((path) =>
      c[path].map((text, index) => ({ parent: profileOf(c), order: index + 1, path, text })),
    ),
  )
  await client.query(
    `insert into consultant_profiles_texts ("order", parent_id, path, text)
     select * from unnest($1::int[], $2::int[], $3::varchar[], $4::varchar[])`,
    [texts.map((t) => t.order), texts.map((t) => t.parent), texts.map((t) => t.path), texts.map((t) => t.text)],
  )
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 10_000)
  const seed = Number(process.argv[3] ?? 1)
  if (!Number.isInteger(count) || count < 1) throw new Error('usage: seed-consultants.ts COUNT [SEED]')
  const started = Date.now()
  const rand = random(seed)
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const sample: GeneratedConsultant[] = []
    await client.query('begin')
    for (let first = 0; first < count; first += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - first) }, (_, offset) =>
        generateConsultant(first + offset, rand),
      )
      if (first === 0) sample.push(...batch.slice(0, 3))
      await insertBatch(client, batch)
    }
    await client.query('commit')
    // Fresh statistics, so the planner sees the real table sizes from the first request on.
    await client.query('analyze')
    console.log(JSON.stringify({ count, ms: Date.now() - started, sample: sample.map((c) => c.consultantShortId) }))
  } finally {
    await client.end()
  }
}

main().catch((error) => {
  console.error(`seed-consultants: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
