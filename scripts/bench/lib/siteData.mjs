// One data size made ready for the site mix: its consultations and conversations seeded, the consultees
// signed in, the records the requests draw from, the statements per page size counted, every request
// checked once.
import { consultantsWithoutBookings, freeSlots } from './booking.mjs'
import { pageSizeStatements } from './pageSizeStatements.mjs'
import { bin, run } from './process.mjs'
import { shuffle } from './random.mjs'
import { fmt } from './report.mjs'
import { signIn } from './session.mjs'
import { checkEveryRequest, listEtags, siteRequests } from './siteRequests.mjs'
import { enableStatementStats } from './statements.mjs'

/**
 * Words never asked before: the profiles' whole words first, then their prefixes (as people type), then
 * the words misspelt (one letter left out, or two neighbouring letters swapped), so that a fast run does
 * not run out of them.
 */
async function unaskedSearchWords(client) {
  const { rows: vocabulary } = await client.query(
    'select word from consultant_search.words where length(word) >= 4 and word ~ $1',
    ['^[a-zäöüß]+$'],
  )
  const words = vocabulary.map((row) => row.word)
  const prefixes = new Set()
  for (const word of words) for (let length = 5; length < word.length; length++) prefixes.add(word.slice(0, length))
  const misspelt = new Set()
  for (const word of words.filter((word) => word.length >= 6)) {
    for (let left = 1; left < word.length - 1; left++) misspelt.add(word.slice(0, left) + word.slice(left + 1))
    for (let at = 1; at < word.length - 2; at++) {
      misspelt.add(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2))
    }
  }
  for (const word of words) prefixes.delete(word)
  for (const asked of [...words, ...prefixes]) misspelt.delete(asked)
  return [...shuffle(words), ...shuffle([...prefixes]), ...shuffle([...misspelt])]
}

/** The records the requests draw from; adds the messages that fill one thread page of 100. */
async function loadRecords(app, client) {
  const { rows: consultees } = await client.query(
    'select u.email from users u where exists (select 1 from conversations c where c.user_id = u.id) order by u.id',
  )
  const sessions = await Promise.all(consultees.map((row) => signIn(app.origin, row.email)))
  const sessionOf = new Map(sessions.map((session) => [session.user.userId, session]))
  const { rows: conversations } = await client.query('select id, user_id, last_message_at from conversations')
  const conversationsOf = new Map()
  for (const row of conversations) {
    if (!conversationsOf.has(row.user_id)) conversationsOf.set(row.user_id, [])
    conversationsOf.get(row.user_id).push(row)
  }
  const { rows: messageKeys } = await client.query(
    'select conversation_id, user_id, created_at, id from inquiry_messages where id % 7 = 0 limit 5000',
  )
  // One conversation 130 messages long, so that a thread page of 100 is full.
  const long = conversations[0]
  await client.query(
    `insert into inquiry_messages (conversation_id, user_id, consultant_id, sender_id, role, body, updated_at, created_at)
     select v.id, v.user_id, v.consultant_id, v.user_id, 'USER', 'Bench message, older ' || n,
       v.last_message_at - (10 + n) * interval '1 hour', v.last_message_at - (10 + n) * interval '1 hour'
     from conversations v cross join generate_series(1, 120) as n where v.id = $1`,
    [long.id],
  )
  const { rows: profiles } = await client.query(
    `select p.consultant_short_id as "shortId" from consultant_profiles p join users u on u.id = p.user_id
      where p.published and u.profile_status = 'ACTIVE'`,
  )
  const { rows: booked } = await client.query('select distinct consultant_id as id from consultations')
  const slots = freeSlots(await consultantsWithoutBookings(client))
  const searchWords = await unaskedSearchWords(client)
  return {
    sessions,
    sessionOf,
    conversations,
    conversationsOf,
    messageKeys,
    long,
    profiles,
    booked,
    slots,
    searchWords,
  }
}

/** What one size needs besides the app: its consultations and conversations, then the requests. */
export async function prepareSize(app, client, log) {
  const consultants = app.consultants
  const seed = (script, args) =>
    run(bin('tsx'), [`scripts/bench/${script}`, ...args.map(String)], { env: app.env, quiet: true })
  log(`seeding availability and ${fmt.int(consultants)} consultations …`)
  await seed('seed-bookings.ts', [consultants])
  log(`seeding ${fmt.int(consultants * 5)} conversations × 10 messages …`)
  await seed('seed-inquiries.ts', [consultants * 5, 10])
  await enableStatementStats(client)

  const records = await loadRecords(app, client)
  const { searchWords, long } = records
  let asked = 0
  const newSearch = () => searchWords[asked++ % searchWords.length]
  const etags = []
  const requests = siteRequests({ ...records, newSearch }, etags)

  // First, so that the ETags taken below stay current.
  const pageSizes = await pageSizeStatements(app, client, long, records.sessionOf.get(long.user_id))
  etags.push(...(await listEtags(app.origin)))
  await checkEveryRequest(app.origin, requests)

  const { rows: totals } = await client.query(
    `select (select count(*)::int from consultant_profiles where published) as profiles,
            (select count(*)::int from consultations) as consultations,
            (select count(*)::int from conversations) as conversations,
            (select count(*)::int from inquiry_messages) as messages`,
  )
  return {
    requests,
    pageSizes,
    totals: { ...totals[0], sessions: records.sessions.length },
    searchPool: searchWords.length,
    asked: () => asked,
  }
}
