import { ReviewActions as ReviewActions_6c8747e51b185764b2a83ae2a91d2134 } from '../../../../src/components/admin/ReviewActions.client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/ReviewActions.client#ReviewActions": ReviewActions_6c8747e51b185764b2a83ae2a91d2134,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
