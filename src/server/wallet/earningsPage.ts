import { createLocalReq, type Payload, type Where } from 'payload'

import { encodeCursor, type Cursor } from '@/domain/paging'
import { earningRow, totalsInEuro, type EarningRow } from '@/domain/wallet'
import { earningsTotalsOf } from '@/server/queries/wallet'

export type EarningsTotals = ReturnType<typeof totalsInEuro>

export type EarningsPage = { earnings: EarningRow[]; lastEvaluatedKey: string | null; totals: EarningsTotals }

/** All of the user's earnings summed in one query, whatever their number. */
async function earningsTotals(payload: Payload, userId: number): Promise<EarningsTotals> {
  return totalsInEuro(await earningsTotalsOf(await createLocalReq({}, payload), userId))
}

/** The wallet's earnings ledger, newest first, one page after `after`, with the totals of every row. */
export async function earningsPage(
  payload: Payload,
  userId: number,
  limit: number,
  after: Cursor | undefined,
): Promise<EarningsPage> {
  const where: Where[] = [{ user: { equals: userId } }]
  if (after) {
    where.push({
      or: [
        { createdAt: { less_than: after.at } },
        { and: [{ createdAt: { equals: after.at } }, { id: { less_than: after.id } }] },
      ],
    })
  }
  const [{ docs }, totals] = await Promise.all([
    payload.find({
      collection: 'earnings',
      where: { and: where },
      sort: ['-createdAt', '-id'],
      limit: limit + 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    earningsTotals(payload, userId),
  ])
  const page = docs.slice(0, limit)
  const last = page.at(-1)
  return {
    earnings: page.map((doc) =>
      earningRow({
        ...doc,
        netCents: Number(doc.netCents),
        vatCents: Number(doc.vatCents),
        consultation: typeof doc.consultation === 'object' && doc.consultation ? doc.consultation.id : doc.consultation,
      }),
    ),
    lastEvaluatedKey: docs.length > limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
    totals,
  }
}
