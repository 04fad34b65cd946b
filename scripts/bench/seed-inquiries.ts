// `tsx scripts/bench/seed-inquiries.ts CONVERSATIONS PER_CONVERSATION`: adds CONVERSATIONS conversations
// between the demo consultees and the seeded consultants, each with PER_CONVERSATION messages over the
// last 90 days, in bulk SQL. Prints one JSON line: { conversations, messages, ms }.
import pg from 'pg'

const CONSULTEES_AT_LEAST = 5
// Columns that must differ from the demo consultee's when copying it.
const UNIQUE = {
  email: `'bench-consultee-' || n || '@example.com'`,
  user_short_id: `'BC' || n`,
  ref_code: `'bench' || n`,
  sso_subject: 'null',
}

/** Copies of the demo consultee (same password) until `count` consultees exist. */
async function ensureConsultees(client: pg.Client, count: number) {
  const { rows } = await client.query<{ total: number }>(`select count(*)::int as total from users where role = 'USER'`)
  const missing = count - (rows[0]?.total ?? 0)
  if (missing <= 0) return
  const { rows: columns } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns where table_name = 'users' and column_name <> 'id'`,
  )
  const names = columns.map((column) => `"${column.name}"`).join(', ')
  const values = columns.map((column) => UNIQUE[column.name as keyof typeof UNIQUE] ?? `u."${column.name}"`).join(', ')
  await client.query(
    `insert into users (${names}) select ${values} from users u cross join generate_series(1, $1) as n
     where u.email = 'lena.fischer@example.com'`,
    [missing],
  )
}

const conversations = Number(process.argv[2] ?? 50000)
const perConversation = Number(process.argv[3] ?? 10)
const started = Date.now()
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()
try {
  const { rows: consultants } = await client.query<{ id: number }>(
    `select id from users where role = 'CONSULTANT' and profile_status = 'ACTIVE' order by id limit $1`,
    [Math.ceil(conversations / CONSULTEES_AT_LEAST)],
  )
  const consulteesNeeded = Math.max(CONSULTEES_AT_LEAST, Math.ceil(conversations / consultants.length))
  await ensureConsultees(client, consulteesNeeded)
  const { rows: consultees } = await client.query<{ id: number }>(
    `select id from users where role = 'USER' order by (email = 'lena.fischer@example.com') desc, id limit $1`,
    [consulteesNeeded],
  )
  // Every consultee talks to every consultant taken; the newest message was the consultant's answer.
  await client.query(
    `insert into conversations (user_id, consultant_id, last_message_at, last_message_preview, last_message_role,
       user_unread, consultant_unread, updated_at, created_at)
     select u.id, c.id, now() - random() * interval '90 days', 'Bench answer', 'CONSULTANT',
       (random() < 0.2)::int, 0, now(), now()
     from unnest($1::int[]) as u(id) cross join unnest($2::int[]) as c(id)
     limit $3
     on conflict (user_id, consultant_id) do nothing`,
    [consultees.map((row) => row.id), consultants.map((row) => row.id), conversations],
  )
  await client.query(
    `insert into inquiry_messages (conversation_id, user_id, consultant_id, sender_id, role, body, updated_at, created_at)
     select v.id, v.user_id, v.consultant_id, case when n % 2 = 0 then v.user_id else v.consultant_id end,
       (case when n % 2 = 0 then 'USER' else 'CONSULTANT' end)::enum_inquiry_messages_role,
       'Bench message ' || n || ' of conversation ' || v.id,
       v.last_message_at - ($1 - 1 - n) * interval '1 hour', v.last_message_at - ($1 - 1 - n) * interval '1 hour'
     from conversations v cross join generate_series(0, $1 - 1) as n`,
    [perConversation],
  )
  await client.query('analyze conversations')
  await client.query('analyze inquiry_messages')
  const { rows } = await client.query<{ conversations: number; messages: number }>(
    `select (select count(*)::int from conversations) as conversations,
            (select count(*)::int from inquiry_messages) as messages`,
  )
  console.log(JSON.stringify({ ...rows[0], ms: Date.now() - started }))
} finally {
  await client.end()
}
