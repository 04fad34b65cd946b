import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { readMails, startMailSink } from '../helpers/mailSink'

let dir: string
let stop: (() => Promise<void>) | undefined

afterEach(async () => {
  await stop?.()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Reads from `socket` until `text` has arrived. */
function until(socket: net.Socket, text: string) {
  let seen = ''
  return new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      if (!seen.includes(text)) return
      socket.off('data', onData)
      resolve()
    }
    socket.on('data', onData)
  })
}

describe('the test mail sink', () => {
  it('hands the reset of a sender that dies mid-message to its owner instead of throwing it', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-sink-'))
    const errors: NodeJS.ErrnoException[] = []
    const sink = await startMailSink(dir, 0, { onConnectionError: (error) => errors.push(error) })
    stop = sink.stop

    const sender = net.connect(sink.port, '127.0.0.1')
    const senderErrors: Error[] = []
    sender.on('error', (error) => senderErrors.push(error))
    await until(sender, '220 ')
    sender.write('EHLO sender.test\r\n')
    await until(sender, '250 ')
    sender.write('MAIL FROM:<worker@careerbridge.test>\r\n')
    await until(sender, '250 ')
    // A killed process: the kernel answers with a reset, in the middle of the transaction.
    sender.resetAndDestroy()

    await expect.poll(() => errors.map((error) => error.code)).toEqual(['ECONNRESET'])
    expect(senderErrors).toEqual([])
    expect(readMails(dir, 'anyone@careerbridge.test')).toEqual([])
  })
})
