import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const secret = 'a-secret-long-enough-for-hs256-tokens-here';
const start = Date.UTC(2026, 10, 29, 12);

function service() {
  let now = start;
  const tokens = createTokenService(secret, () => now);
  return { tokens, advance: (ms: number) => (now += ms) };
}

const student = { kind: 'user', sub: '6d1f4c1e-7b55-4a63-9f44-6a9f3e5c2b10', sv: 3 } as const;

describe('token service', () => {
  it('reads back what it signed', () => {
    const { tokens } = service();
    expect(tokens.verify(tokens.sign(student))).toEqual({
      ok: true,
      claims: expect.objectContaining(student),
    });
  });

  it('keeps what a token says, so a second call does not check its HMAC again', () => {
    const { tokens } = service();
    const token = tokens.sign(student);
    const first = tokens.verify(token);
    const second = tokens.verify(token);
    expect(first.ok && second.ok && first.claims).toBe(second.ok && second.claims);
  });

  it('still finds a kept token expired by the injected clock', () => {
    const { tokens, advance } = service();
    const token = tokens.sign(student);
    expect(tokens.verify(token).ok).toBe(true);
    advance(30 * 24 * 60 * 60 * 1000);
    expect(tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a kept token with one character of its signature changed', () => {
    const { tokens } = service();
    const token = tokens.sign(student);
    expect(tokens.verify(token).ok).toBe(true);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(tokens.verify(altered)).toEqual({ ok: false, reason: 'invalid' });
    expect(tokens.verify(token).ok).toBe(true);
  });

  it('refuses a token signed with another key or with no signature', () => {
    const { tokens } = service();
    const exp = Math.floor(start / 1000) + 3600;
    const otherKey = createSigner({
      key: 'another-secret-of-the-same-length-here!',
      algorithm: 'HS256',
    });
    const unsigned = createSigner({ algorithm: 'none' });
    expect(tokens.verify(otherKey({ ...student, exp }))).toEqual({ ok: false, reason: 'invalid' });
    expect(tokens.verify(unsigned({ ...student, exp }))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose claims are not a student or an admin', () => {
    const { tokens } = service();
    const signer = createSigner({ key: secret, algorithm: 'HS256' });
    const exp = Math.floor(start / 1000) + 3600;
    expect(tokens.verify(signer({ kind: 'user', sub: student.sub, exp }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
