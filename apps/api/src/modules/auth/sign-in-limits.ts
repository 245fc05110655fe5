export interface SignInLimits {
  /** Every sign-in request from one address. */
  perIp: { max: number; windowMs: number };
  /** Failed passwords for one account, from anywhere. */
  perAccount: { maxFailures: number; windowMs: number };
  /**
   * argon2id hashes and checks in one process: running at once, waiting at
   * most, and the longest predicted wait before a sign-in is refused instead.
   */
  passwordChecks: { concurrent: number; queued: number; maxWaitMs: number };
}

// Generous per IP: a whole center, or a mobile carrier's shared address, signs in
// from one IP at exam time. Strict per account, where guessing happens.
// One password check at a time per process leaves the other cores (and libuv
// threads) to exam calls; more sign-in capacity is more workers (WORKERS).
// At ~40 ms a check, 32 waiting is about the 1.5 s of wait allowed.
export const defaultSignInLimits: SignInLimits = {
  perIp: { max: 60, windowMs: 60_000 },
  perAccount: { maxFailures: 10, windowMs: 15 * 60_000 },
  passwordChecks: { concurrent: 1, queued: 32, maxWaitMs: 1500 },
};
