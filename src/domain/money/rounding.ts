/**
 * Integer division rounded half away from zero, computed from quotient and
 * remainder so no floating-point fraction is ever rounded.
 */
export function divideRoundHalfAwayFromZero(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`Expected safe integers, got ${numerator} / ${denominator}`)
  }
  if (denominator <= 0) {
    throw new RangeError(`Denominator must be positive, got ${denominator}`)
  }
  const magnitude = Math.abs(numerator)
  const remainder = magnitude % denominator
  const quotient = (magnitude - remainder) / denominator
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient
  // Returning 0 explicitly avoids -0, which is not Object.is-equal to 0.
  if (rounded === 0) return 0
  return numerator < 0 ? -rounded : rounded
}
