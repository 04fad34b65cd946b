export * from './feedbackOptions'
export * from './feedbackSchemas'
export * from './completionPlan'
export * from './reviewAuthor'
