// Payload's CLI run under `tsx` directly. Its own launcher registers the TypeScript loader
// asynchronously and now and then exits before running the command, silently and with code 0.
import { bin } from '../node_modules/payload/dist/bin/index.js'

await bin()
