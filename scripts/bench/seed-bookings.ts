// `tsx scripts/bench/seed-bookings.ts COUNT`: gives every ACTIVE consultant a weekly availability
// (09:00–17:00 Europe/Berlin, every day) and adds COUNT consultations over the next weeks, ten per
// consultant for the first COUNT/10 consultants, in bulk SQL. Prints one JSON line: { consultations, ms }.
import pg from 'pg'

const PER_CONSULTANT = 10
const STATUSES = ['UPCOMING_CONFIRMED', 'UPCOMING_PENDING', 'PAST_REQ_CANCELLED_BY_USER', 'HOLD_EXPIRED']
const DAY_TIMES = Array.from({ length: 16 }, (_, index) => {
  const minutes = 9 * 60 + index * 30
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
})
const WEEKLY = Object.fromEntries(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => [day, DAY_TIMES]))

const count = Number(process.argv[2] ?? 10000)
const started = Date.now()
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()
try {
  await client.query(
    `insert into availabilities (consultant_id, timezone, weekly, overrides)
     select u.id, 'Europe/Berlin', $1::jsonb, '{}'::jsonb from users u
     where u.role = 'CONSULTANT' and u.profile_status = 'ACTIVE'
     on conflict (consultant_id) do nothing`,
    [JSON.stringify(WEEKLY)],
  )
  const { rows: consultees } = await client.query<{ id: number }>(`select id from users where role = 'USER' limit 1`)
  const consulteeId = consultees[0]?.id
  if (!consulteeId) throw new Error('the demo data has no consultee')
  const { rows: consultants } = await client.query<{ id: number }>(
    `select u.id from users u join consultant_profiles p on p.user_id = u.id
     where u.role = 'CONSULTANT' and u.profile_status = 'ACTIVE' and p.published order by u.id limit $1`,
    [Math.ceil(count / PER_CONSULTANT)],
  )
  // Day d at 10:00 UTC (11:00 or 12:00 in Berlin): inside the offered hours, one session per day.
  await client.query(
    `insert into consultations (consultant_id, user_id, status, session_type, starts_at, ends_at, consultee_timezone)
     select c.id, $2, ($3::text[])[1 + (n % $4)]::enum_consultations_status, '60MINUTES',
       date_trunc('day', now()) + (2 + n) * interval '1 day' + interval '10 hours',
       date_trunc('day', now()) + (2 + n) * interval '1 day' + interval '11 hours', 'Europe/Berlin'
     from unnest($1::int[]) as c(id), generate_series(0, $5 - 1) as n`,
    [consultants.map((row) => row.id), consulteeId, STATUSES, STATUSES.length, PER_CONSULTANT],
  )
  const { rows } = await client.query<{ total: number }>(`select count(*)::int as total from consultations`)
  console.log(JSON.stringify({ consultations: rows[0]?.total, ms: Date.now() - started }))
} finally {
  await client.end()
}
