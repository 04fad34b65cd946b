// Runs the SMTP sink as its own process for the e2e suite (Playwright starts it before the app).
import fs from 'node:fs'

import { e2eMailDir } from './e2eMail'
import { startMailSink } from './mailSink'

const dir = e2eMailDir()
fs.rmSync(dir, { recursive: true, force: true })
const sink = await startMailSink(dir, Number(process.env.E2E_SMTP_PORT ?? 3125))
console.log(`mail sink on 127.0.0.1:${sink.port}, writing to ${dir}`)
const stop = () => sink.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
