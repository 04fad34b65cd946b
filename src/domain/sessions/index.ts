export * from './feedbackOptions'
