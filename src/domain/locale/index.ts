export * from './locale'
