import { describe, expect, it } from 'vitest'

import { completionSchema, consultantReviewSchema, consulteeReviewSchema } from './feedbackSchemas'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? [])

describe('completionSchema', () => {
  it.each([
    [{ status: 'CONFIRMED' }, []],
    [{ status: 'FEEDBACK_GIVEN', issueType: null, issueDescription: null }, []],
    [{ status: 'PAST_ISSUE_REPORTED', issueType: 'TECHNICAL_PROBLEM', issueDescription: 'No sound' }, []],
    [{ status: 'PAST_ISSUE_REPORTED' }, ['Issue_type_required', 'Issue_description_required']],
    [{ status: 'PAST_ISSUE_REPORTED', issueType: 'OTHER', issueDescription: '   ' }, ['Issue_description_required']],
    [{ status: 'PAST_ISSUE_REPORTED', issueType: 'BROKEN', issueDescription: 'x' }, ['Issue_type_required']],
    [
      { status: 'PAST_ISSUE_REPORTED', issueType: 'OTHER', issueDescription: 'x'.repeat(2001) },
      ['Issue_description_max_2000'],
    ],
    [{ status: 'DONE' }, ['Completion_status_invalid']],
    [{}, ['Completion_status_invalid']],
  ])('%j → %j', (body, expected) => {
    expect(messagesOf(completionSchema.safeParse(body))).toEqual(expected)
  })
})

describe('consultantReviewSchema', () => {
  const valid = { ratingForConsultant: 4, reviewHeadlineForConsultant: 'Very helpful' }
  it.each([
    [valid, []],
    [{ ...valid, ratingForConsultant: '5' }, []],
    [{ ...valid, reviewForConsultant: 'x'.repeat(2000), privateNoteForConsultant: 'y'.repeat(1000) }, []],
    [{ ...valid, ratingForConsultant: 0 }, ['Rating_1_to_5']],
    [{ ...valid, ratingForConsultant: 6 }, ['Rating_1_to_5']],
    [{ ...valid, ratingForConsultant: 3.5 }, ['Rating_1_to_5']],
    [{ ...valid, reviewHeadlineForConsultant: '  ' }, ['Review_headline_required']],
    [{ ...valid, reviewHeadlineForConsultant: 'x'.repeat(101) }, ['Review_headline_max_100']],
    [{ ...valid, reviewForConsultant: 'x'.repeat(2001) }, ['Review_max_2000']],
    [{ ...valid, privateNoteForConsultant: 'x'.repeat(1001) }, ['Private_note_max_1000']],
  ])('%j → %j', (body, expected) => {
    expect(messagesOf(consultantReviewSchema.safeParse(body))).toEqual(expected)
  })

  it('keeps empty optional texts out', () => {
    expect(consultantReviewSchema.parse({ ...valid, reviewForConsultant: ' ' }).reviewForConsultant).toBeUndefined()
  })
})

describe('consulteeReviewSchema', () => {
  const valid = { recommendToEmployerForUser: true, englishSkillsForUser: 'B2' }
  it.each([
    [valid, []],
    [{ ...valid, positiveCapabilityForUser: 'Clear goals', negativePointsForUser: 'x'.repeat(1000) }, []],
    [{ ...valid, recommendToEmployerForUser: 'yes' }, ['Recommendation_required']],
    [{ ...valid, englishSkillsForUser: 'FLUENT' }, ['English_level_required']],
    [{ ...valid, positiveCapabilityForUser: 'x'.repeat(1001) }, ['Assessment_max_1000']],
  ])('%j → %j', (body, expected) => {
    expect(messagesOf(consulteeReviewSchema.safeParse(body))).toEqual(expected)
  })
})
