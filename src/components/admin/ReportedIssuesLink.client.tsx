'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'

import { CONSULTATION_ADMIN_TEXTS } from './consultationTexts'

/** The queue of reported issues: consultations reported and not yet resolved, oldest first. */
export const REPORTED_ISSUES_PATH =
  '/admin/collections/consultations?where[and][0][status][equals]=PAST_ISSUE_REPORTED' +
  '&where[and][1][issue.resolvedAt][exists]=false&sort=issue.reportedAt'

export function ReportedIssuesLink() {
  const { i18n } = useTranslation()
  const { user } = useAuth<{ role?: string }>()
  if (user?.role !== 'ADMIN') return null
  return (
    <Link className="nav__link" href={REPORTED_ISSUES_PATH}>
      {CONSULTATION_ADMIN_TEXTS[i18n.language === 'de' ? 'de' : 'en'].reportedIssues}
    </Link>
  )
}
