export * from './shortId'
