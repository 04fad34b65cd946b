export * from './codes'
