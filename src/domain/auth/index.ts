export * from './codes'
export * from './emailChange'
