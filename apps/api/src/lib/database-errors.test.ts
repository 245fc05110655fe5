import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './database-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
// drizzle wraps the driver's error: the code sits on the cause.
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('database error classification', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED')],
    ['reset', wrapped(withCode('ECONNRESET'))],
    [
      'admin shutdown',
      wrapped(withCode('57P01', 'terminating connection due to administrator command')),
    ],
    ['crash shutdown', withCode('57P02')],
    ['starting up', wrapped(withCode('57P03', 'the database system is starting up'))],
    ['connection failure (class 08)', withCode('08006')],
    ['connection does not exist (class 08)', wrapped(withCode('08003'))],
    ['terminated without a code', wrapped(new Error('Connection terminated unexpectedly'))],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ])('%s is "database unavailable"', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('finds a unique violation under the wrapper', () => {
    expect(isUniqueViolation(wrapped(withCode('23505')))).toBe(true);
    expect(isUniqueViolation(withCode('08006'))).toBe(false);
  });
});
