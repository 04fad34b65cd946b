import type { CollectionAfterDeleteHook } from 'payload'

/** A deleted intro video no longer shows on the profile that used it. */
export const forgetProfileVideo: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const { key, context } = doc as { key?: unknown; context?: unknown }
  if (context !== 'video' || typeof key !== 'string') return
  await req.payload.update({
    collection: 'consultant-profiles',
    where: { videoKey: { equals: key } },
    data: { videoKey: null, videoFileName: null },
    req,
    overrideAccess: true,
  })
}
