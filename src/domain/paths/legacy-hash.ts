/**
 * Legacy numeric hash paths (§2): old links such as `/#/4/46.5/2.3` or `/#/123456` carry a hash
 * made only of digits, dots, commas, minus signs and slashes. They redirect to home.
 */

const LEGACY_NUMERIC_HASH = /^[\d.,/-]+$/;

/** True when a hash (with or without its leading '#') is a legacy numeric path. */
export function isLegacyNumericHash(hash: string): boolean {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  return body.length > 0 && /\d/.test(body) && LEGACY_NUMERIC_HASH.test(body);
}
