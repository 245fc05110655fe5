/** The error and its causes, however the driver wrapped it (drizzle wraps pg's errors). */
function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether a query failed on a unique constraint (SQLSTATE 23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of errorChain(error)) if (link.code === '23505') return true;
  return false;
}

// Socket errors while connecting or mid-query.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up, recovering).
const shutdownCodes = new Set(['57P01', '57P02', '57P03']);
// pg reports a lost or never-made connection as plain errors without a code.
const lostConnectionMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether a query failed because the database cannot be reached right now
 * (stopped, restarting, network gone), as opposed to a bad query: the
 * former is a 503 worth retrying, the latter a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string') {
      // SQLSTATE class 08: connection exceptions.
      if (socketCodes.has(code) || shutdownCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && lostConnectionMessages.some((m) => message.includes(m))) {
      return true;
    }
  }
  return false;
}

/** A database restart usually takes a few seconds: clients are told to wait this long before retrying. */
export const databaseRetryAfterSeconds = 5;

/** Whether a query failed on the named CHECK constraint (SQLSTATE 23514). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  for (const link of errorChain(error)) {
    const named = link as { code?: unknown; constraint?: unknown; message?: unknown };
    if (named.code !== '23514') continue;
    if (named.constraint === constraint) return true;
    if (typeof named.message === 'string' && named.message.includes(constraint)) return true;
  }
  return false;
}
