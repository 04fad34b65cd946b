// SQL statements per request at page size 20 and 100: the consultant list right after a counted change of
// the public data (so that the database answers), the signed-in lists as they are (never kept).
import { statementsPerRequest } from './statements.mjs'

const BUMP = 'update consultant_search.public_version set version = version + 1'

/** `long` is a conversation with more than 100 messages, `owner` the session of its consultee. */
export async function pageSizeStatements(app, client, long, owner) {
  const fetchOk = async (path, headers = {}) => {
    const response = await fetch(`${app.origin}${path}`, { headers })
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
    await response.arrayBuffer()
  }
  const pageSizeCases = {
    'GET /api/consultants (after a change)': (limit) => async () => {
      await client.query(BUMP)
      await fetchOk(`/api/consultants?limit=${limit}`)
    },
    'GET /api/chat/conversations': (limit) => () => fetchOk(`/api/chat/conversations?limit=${limit}`, owner.headers),
    'GET /api/chat/conversations/{id}': (limit) => () =>
      fetchOk(`/api/chat/conversations/${long.id}?limit=${limit}`, owner.headers),
  }
  const pageSizes = {}
  for (const [name, at] of Object.entries(pageSizeCases)) {
    const ignore = '%public_version set version%'
    pageSizes[name] = {
      20: (await statementsPerRequest(client, at(20), { ignore })).perRequest,
      100: (await statementsPerRequest(client, at(100), { ignore })).perRequest,
    }
  }
  return pageSizes
}
