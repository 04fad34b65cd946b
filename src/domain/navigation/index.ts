export { LOGOUT_HREF } from './logout'
export {
  NAV_KEYS,
  isApplicant,
  navigationFor,
  showsProfileEntry,
  type NavCounts,
  type NavKey,
  type NavLink,
  type NavUser,
  type Navigation,
} from './menu'
export { MAX_REDIRECT_LENGTH, isSafeRedirect, postLoginRedirect, type PostLoginInput } from './postLoginRedirect'
export * from './applicationSteps'
