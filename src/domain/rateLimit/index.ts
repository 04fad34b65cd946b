export { ADDRESS_LIMITED_PATHS, isAddressLimitedPath } from './addressLimitedPaths'
export { clientIpFrom, exemptAddresses, normalizeAddress, trustedProxyHops } from './clientIp'
export { RATE_LIMITS, type RateLimitRuleId } from './rules'
export {
  combineVerdicts,
  counterAfterHit,
  retryAfterSeconds,
  verdictOf,
  waitForDisplay,
  type RateLimitCounter,
  type RateLimitRule,
  type RateLimitVerdict,
} from './window'
