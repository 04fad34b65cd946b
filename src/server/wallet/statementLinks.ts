import type { Payload } from 'payload'

/** A monthly statement as the wallet lists it. */
export type StatementLink = {
  id: number
  number: string
  year: number
  month: number
  netCents: number
  pdfUrl: string
}

/** The consultant's statements, newest month first (two years of them). */
export async function statementLinksOf(payload: Payload, userId: number): Promise<StatementLink[]> {
  const { docs } = await payload.find({
    collection: 'statements',
    where: { user: { equals: userId } },
    sort: ['-year', '-month'],
    limit: 24,
    depth: 0,
    select: { number: true, year: true, month: true, netCents: true },
  })
  return docs.map((doc) => ({
    id: doc.id,
    number: doc.number,
    year: doc.year,
    month: doc.month,
    netCents: doc.netCents,
    pdfUrl: `/api/statements/${doc.id}/pdf`,
  }))
}
