import type { Payload } from 'payload'

export type Counterpart = {
  id: number
  firstName: string
  lastName: string
  imageUrl: string | null
  consultantShortId?: string | null
}

/** The other side of each listed session, in two queries at most whatever the number of ids. */
export async function sessionCounterparts(
  payload: Payload,
  ids: number[],
  areConsultants: boolean,
): Promise<Map<number, Counterpart>> {
  if (ids.length === 0) return new Map()
  const [users, profiles] = await Promise.all([
    payload.find({
      collection: 'users',
      where: { id: { in: ids } },
      select: { firstName: true, lastName: true, imageUrl: true },
      depth: 0,
      pagination: false,
      limit: 0,
    }),
    areConsultants
      ? payload.find({
          collection: 'consultant-profiles',
          where: { user: { in: ids } },
          select: { user: true, consultantShortId: true },
          depth: 0,
          pagination: false,
          limit: 0,
        })
      : null,
  ])
  const shortIds = new Map(profiles?.docs.map((profile) => [profile.user as number, profile.consultantShortId]))
  return new Map(
    users.docs.map((user): [number, Counterpart] => [
      user.id,
      {
        id: user.id,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        imageUrl: user.imageUrl ?? null,
        ...(areConsultants ? { consultantShortId: shortIds.get(user.id) ?? null } : {}),
      },
    ]),
  )
}
