export interface SignInLimits {
  /** Every sign-in request from one address. */
  perIp: { max: number; windowMs: number };
  /** Failed passwords for one account, from anywhere. */
  perAccount: { maxFailures: number; windowMs: number };
}

// Generous per IP: a whole center, or a mobile carrier's shared address, signs in
// from one IP at exam time. Strict per account, where guessing happens.
export const defaultSignInLimits: SignInLimits = {
  perIp: { max: 60, windowMs: 60_000 },
  perAccount: { maxFailures: 10, windowMs: 15 * 60_000 },
};
