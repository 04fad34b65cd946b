import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A webinar that goes takes its registrations along, in the same transaction: each one points at it with
 * a required relationship, which the database would otherwise refuse to leave dangling.
 */
export const deleteRegistrations: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'webinar-registrations',
    where: { webinar: { equals: id } },
    depth: 0,
    req,
    overrideAccess: true,
  })
}
