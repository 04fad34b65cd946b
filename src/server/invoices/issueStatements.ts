import { createLocalReq, type Payload } from 'payload'

import { billingName } from '@/domain/booking/businessBilling'
import { previousMonth, STATEMENT_ROW_KIND_OF, statementDocument } from '@/domain/invoices'
import { inTransaction } from '@/server/db/transaction'
import { loadIssuer } from './issuer'
import { allocateDocumentNumber } from './numbering'

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/**
 * Issues last month's earnings statement of every consultant who had ledger rows in it and has none yet,
 * each in its own transaction with its number, and queues its email there. Runs daily, so a day it could
 * not run (or the issuer details were missing) is caught up later. Answers how many were issued.
 */
export async function issueStatements(payload: Payload, now: Date): Promise<number> {
  const period = previousMonth(now)
  const req = await createLocalReq({}, payload)
  const issuer = await loadIssuer(req)
  if (!issuer) {
    payload.logger.error(period, 'statements: none issued, the invoice issuer details are not filled in')
    return 0
  }
  const { docs: earnings } = await payload.find({
    collection: 'earnings',
    where: {
      and: [
        { createdAt: { greater_than_equal: period.start.toISOString() } },
        { createdAt: { less_than: period.end.toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { user: true, type: true, netCents: true, vatCents: true, counterpartName: true, createdAt: true },
  })
  const byConsultant = new Map<number, typeof earnings>()
  for (const earning of earnings) {
    const userId = idOf(earning.user)
    byConsultant.set(userId, [...(byConsultant.get(userId) ?? []), earning])
  }
  let issued = 0
  for (const [userId, rows] of byConsultant) {
    const done = await payload.count({
      collection: 'statements',
      where: {
        and: [{ user: { equals: userId } }, { year: { equals: period.year } }, { month: { equals: period.month } }],
      },
    })
    if (done.totalDocs > 0) continue
    const consultant = await payload.findByID({ collection: 'users', id: userId, depth: 0 })
    const profile = (
      await payload.find({ collection: 'consultant-profiles', where: { user: { equals: userId } }, limit: 1, depth: 0 })
    ).docs[0]
    const statementReq = await createLocalReq({}, payload)
    await inTransaction(statementReq, async () => {
      const number = await allocateDocumentNumber(statementReq, 'statement', now)
      const document = statementDocument({
        number,
        issueDate: now.toISOString(),
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
        issuer,
        consultant: {
          name: billingName(consultant),
          email: consultant.email,
          ...(profile?.taxInfo?.taxIdentificationNumber
            ? { taxIdentificationNumber: profile.taxInfo.taxIdentificationNumber }
            : {}),
          ...(profile?.taxInfo?.vatNumber ? { vatId: profile.taxInfo.vatNumber } : {}),
        },
        rows: rows.map((row) => ({
          date: row.createdAt,
          kind: STATEMENT_ROW_KIND_OF[row.type],
          counterpart: row.counterpartName ?? '',
          netCents: Number(row.netCents),
          vatCents: Number(row.vatCents ?? 0),
        })),
        locale: consultant.locale === 'de' ? 'de' : 'en',
      })
      const statement = await payload.create({
        collection: 'statements',
        data: {
          number,
          user: userId,
          year: period.year,
          month: period.month,
          issuedAt: now.toISOString(),
          netCents: document.netCents,
          vatCents: document.vatCents,
          document,
        },
        depth: 0,
        req: statementReq,
      })
      await payload.jobs.queue({ task: 'statementMail', input: { statementId: statement.id }, req: statementReq })
    })
    issued += 1
  }
  return issued
}
