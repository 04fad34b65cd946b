import type { Payload } from 'payload'

import { execute, sql } from '../db/sql'

export type ListedProfile = { consultantShortId: string; updatedAt: string }

/** Every profile the public may find: published, of an ACTIVE consultant (the same rule as the search). */
export async function listedProfiles(payload: Payload): Promise<ListedProfile[]> {
  const rows = await execute<{ consultant_short_id: string; updated_at: string | Date }>(
    payload,
    sql`select p.consultant_short_id, p.updated_at
      from consultant_profiles p join users u on u.id = p.user_id
      where p.published = true and u.profile_status = 'ACTIVE' and p.consultant_short_id is not null
      order by p.id`,
  )
  return rows.map((row) => ({
    consultantShortId: row.consultant_short_id,
    updatedAt: new Date(row.updated_at).toISOString(),
  }))
}
