export { default, generateMetadata } from '../consultant-register/page'
