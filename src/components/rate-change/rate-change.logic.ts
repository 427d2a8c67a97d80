import Big from 'big.js';
import { parseCanonical, roundHalfUp } from '../number-field/number-field.logic';

/** A constructor of our own: settings another script gives the shared Big (DP, RM) do not reach it. */
const Decimal = Big();

/*
 * The rate + percent pair: the percent change of a new rate against the original one,
 * to two decimals, and back. Exact decimals through big.js; rounding is half away from zero.
 */

/** Places of the percent change: two decimals. */
export const PERCENT_PLACES = 2;

/**
 * The original rate the pair computes against, or null when there is none: missing, not a plain
 * decimal, or zero (no percent change of zero exists). The percent field is then disabled.
 */
export function originalRate(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const parsed = parseCanonical(raw);
  if (!parsed.ok || !/[1-9]/.test(parsed.value)) return null;
  return parsed.value;
}

/** (new − original) / original × 100, rounded half-up to two decimals; '' when the rate is empty. */
export function percentChange(rate: string, original: string): string {
  if (rate === '') return '';
  // Multiply before dividing: the division keeps 20 places (Big.DP), ample for two.
  const change = new Decimal(rate).minus(original).times(100).div(original);
  return roundHalfUp(change.toFixed(), PERCENT_PLACES);
}

/** original × (1 + percent / 100), rounded half-up to the rate's places; '' when the percent is empty. */
export function rateFromPercent(percent: string, original: string, places: number): string {
  if (percent === '') return '';
  const rate = new Decimal(original).times(new Decimal(percent).div(100).plus(1));
  return roundHalfUp(rate.toFixed(), places);
}
