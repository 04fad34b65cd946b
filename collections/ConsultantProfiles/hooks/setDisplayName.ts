import type { CollectionBeforeChangeHook } from 'payload'

/** Keeps the profile's title in the admin panel in step with the consultant's name. */
export const setDisplayName: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const relation = data.user ?? originalDoc?.user
  const userId = typeof relation === 'object' && relation ? relation.id : relation
  if (!userId) return data
  const user = await req.payload.findByID({ collection: 'users', id: userId, depth: 0, req, overrideAccess: true })
  return { ...data, displayName: [user.firstName, user.lastName].filter(Boolean).join(' ') }
}
