import { ReviewActions as ReviewActions_6c8747e51b185764b2a83ae2a91d2134 } from '../../../../src/components/admin/ReviewActions.client'
import { ConsultationActions as ConsultationActions_513538840135648b964dec9f1fbe81f2 } from '../../../../src/components/admin/ConsultationActions.client'
import { ReportedIssuesLink as ReportedIssuesLink_c6faf135e64eb4e58c49a006d3db4412 } from '../../../../src/components/admin/ReportedIssuesLink.client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/ReviewActions.client#ReviewActions": ReviewActions_6c8747e51b185764b2a83ae2a91d2134,
  "/src/components/admin/ConsultationActions.client#ConsultationActions": ConsultationActions_513538840135648b964dec9f1fbe81f2,
  "/src/components/admin/ReportedIssuesLink.client#ReportedIssuesLink": ReportedIssuesLink_c6faf135e64eb4e58c49a006d3db4412,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
