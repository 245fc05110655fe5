import { createHmac, randomInt } from 'node:crypto';
import { rechargeCheckDigit, rechargeCodeRandomDigits } from '@sabora/contract';

/**
 * A fresh recharge code: each of the 19 digits drawn on its own from the
 * operating system's generator (`randomInt` is uniform over 0–9, no modulo
 * bias), then the Damm check digit. 10^19 codes: about 63 bits.
 */
export function makeRechargeCode(): string {
  let digits = '';
  for (let at = 0; at < rechargeCodeRandomDigits; at += 1) digits += String(randomInt(10));
  return digits + rechargeCheckDigit(digits);
}

/**
 * What the database keeps of a code: HMAC-SHA256 under a key that lives
 * outside the database (CODE_SECRET or DATA_DIR/code-secret), so neither a
 * stolen backup nor a table dump can be turned back into codes: with the key
 * absent, trying all 10^19 codes against the hashes is not even possible.
 */
export function hashRechargeCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(code).digest('base64url');
}
