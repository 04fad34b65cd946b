import type { Endpoint } from 'payload'

import { accountConsentsEndpoint, changeConsentEndpoint } from '../account/consents'
import { deleteConsultantEndpoint } from '../account/deleteConsultant'
import { exportAccountEndpoint } from '../account/exportData'
import { deleteConsulteeEndpoint, getConsulteeEndpoint } from './byId'
import { submitConsulteeDataEndpoint } from './submitData'
import { updateConsulteeEndpoint } from './update'

/** The consultee endpoints of API.md and the account endpoints of both roles (export, consents, deletion). */
export const consulteeEndpoints: Endpoint[] = [
  submitConsulteeDataEndpoint,
  updateConsulteeEndpoint,
  getConsulteeEndpoint,
  deleteConsulteeEndpoint,
  deleteConsultantEndpoint,
  exportAccountEndpoint,
  accountConsentsEndpoint,
  changeConsentEndpoint,
]
