import crypto from 'node:crypto'

import { freePort } from '../../scripts/lib/net.mjs'
import { rememberPasswordHashes } from '../helpers/passwordHashMemo'

// The suite signs in each of its 200 consultees right after making them: derive each password hash once.
rememberPasswordHashes()

// The Payload config reads these when it is imported, before the suite starts Postgres on this port.
const port = await freePort()
process.env.RELIABILITY_PG_PORT = String(port)
process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/careerbridge_reliability?application_name=suite`
process.env.PAYLOAD_SECRET = crypto.randomBytes(32).toString('hex')
