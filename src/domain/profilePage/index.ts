export { profileSessionType, type ProfilePricing } from './bookingChoice'
export { initialsOf } from './initials'
export { SIMILAR_CONSULTANTS, similarConsultants, similarityScore, type SimilarityProfile } from './similarConsultants'
