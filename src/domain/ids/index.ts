export * from './recordId'
export * from './recordIdSchema'
export * from './shortId'
