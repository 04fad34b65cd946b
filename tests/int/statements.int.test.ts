import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readBack } from '../fixtures/einvoice/readBack'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { setInvoiceIssuer } from '../helpers/invoiceIssuer'
import { mailsTo } from '../helpers/notices'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import { statementDocumentSchema } from '@/domain/invoices'
import type { User } from '@/payload-types'
import { issueStatements } from '@/server/invoices/issueStatements'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  await setInvoiceIssuer(payload)
})

/** The statements issued at 03:00 Berlin time on 1 February 2031 cover January 2031. */
const NOW = new Date('2031-02-01T02:00:00Z')

async function earning(consultant: User, at: string, row: Record<string, unknown>) {
  const created = await payload.create({
    collection: 'earnings',
    data: { user: consultant.id, key: `statement-test:${crypto.randomUUID()}`, ...row } as never,
    overrideAccess: true,
  })
  await execute(payload, sql`UPDATE earnings SET created_at = ${at} WHERE id = ${created.id}`)
}

async function runStatementMails() {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'statementMail' } } })
  for (const job of docs) await payload.jobs.runByID({ id: job.id })
}

describe('monthly earnings statements', () => {
  it("issue last month's ledger rows per consultant once, number them, and email them", async () => {
    const consultant = await createUser(payload, {
      role: 'CONSULTANT',
      firstName: 'Jo',
      lastName: 'Weber',
      locale: 'de',
    })
    const other = await createUser(payload, { role: 'CONSULTANT' })
    // In January in Berlin: the first one is 23:30 UTC on New Year's Eve.
    await earning(consultant, '2030-12-31T23:30:00Z', {
      type: 'consultation',
      netCents: 7500,
      vatCents: 1425,
      counterpartName: 'Ada Lovelace',
      sessionType: '60MINUTES',
    })
    await earning(consultant, '2031-01-10T10:00:00Z', { type: 'referral referrer', netCents: 1000, vatCents: 0 })
    await earning(consultant, '2031-01-20T10:00:00Z', {
      type: 'refund',
      netCents: -630,
      vatCents: -120,
      counterpartName: 'Ada Lovelace',
    })
    // February's row waits for next month's statement.
    await earning(consultant, '2031-01-31T23:30:00Z', { type: 'others', netCents: 250, vatCents: 48 })

    expect(await issueStatements(payload, NOW)).toBe(1)
    expect(await issueStatements(payload, NOW)).toBe(0)
    const { docs } = await payload.find({ collection: 'statements', where: { user: { equals: consultant.id } } })
    const [statement, ...more] = docs
    expect(more).toEqual([])
    expect(statement).toMatchObject({ year: 2031, month: 1, netCents: 7870, vatCents: 1305 })
    expect(statement?.number).toMatch(/^ST-2031-\d{6}$/)
    const document = statementDocumentSchema.parse(statement?.document)
    expect(document.rows.map((row) => [row.kind, row.netCents])).toEqual([
      ['consultation', 7500],
      ['referral', 1000],
      ['refund', -630],
    ])
    expect(document).toMatchObject({ locale: 'de', consultant: { name: 'Jo Weber' } })

    const token = await tokenFor(payload, consultant)
    const pdf = await rest('GET', `/api/statements/${statement!.id}/pdf`, { token })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${statement!.number}.pdf"`)
    const text = (await readBack(pdf.bytes)).pages.join(' ')
    for (const expected of ['Gutschrift', statement!.number, '78,70 €', 'Sitzung mit Ada Lovelace']) {
      expect(text).toContain(expected)
    }
    expect(
      (await rest('GET', `/api/statements/${statement!.id}/pdf`, { token: await tokenFor(payload, other) })).status,
    ).toBe(404)
    const list = await rest('GET', '/api/statements', { token: await tokenFor(payload, other) })
    expect(list.json.docs).toEqual([])

    await runStatementMails()
    const mail = mailsTo(consultant).find((sunk) => sunk.subject === `Deine Gutschrift ${statement!.number}`)
    expect(mail?.attachments?.map((file) => file.filename)).toEqual([`${statement!.number}.pdf`])
    await expect(
      payload.update({ collection: 'statements', id: statement!.id, data: { netCents: 1 }, overrideAccess: true }),
    ).rejects.toThrow()
  })
})
