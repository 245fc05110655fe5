import { describe, expect, it } from 'vitest';
import { loginReturningTo, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/wallet?code=1234', '/wallet?code=1234'],
    ['/courses/abc', '/courses/abc'],
    [null, null],
    ['', null],
    ['https://evil.example', null],
    ['//evil.example/wallet', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it('survives the round trip through the address bar', () => {
    const login = new URL(loginReturningTo('/wallet?code=1234 5678'), 'http://localhost');
    expect(safeReturnPath(login.searchParams.get('next'))).toBe('/wallet?code=1234 5678');
  });
});
