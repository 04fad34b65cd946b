export { default, generateMetadata } from '../sign-in/page'
