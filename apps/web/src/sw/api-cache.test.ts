import { describe, expect, it } from 'vitest';
import { apiCacheName, publicApiCache } from './api-cache';

const token = (claims: object) =>
  `Bearer h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const student = token({ kind: 'user', sub: 'u-1', sv: 0 });
const admin = token({ kind: 'admin', sub: 'a-1', ua: 0 });

describe('apiCacheName', () => {
  it("keeps a student's own reads and the catalogue in that student's cache", () => {
    expect(apiCacheName('/api/user/results?page=1', student)).toBe('sabora-api-user-u-1');
    expect(apiCacheName('/api/user/exams/e-1', student)).toBe('sabora-api-user-u-1');
    expect(apiCacheName('/api/shared/courses', student)).toBe('sabora-api-user-u-1');
  });

  it("never keeps the exam draft, the clock, an admin's calls or a forged token", () => {
    expect(apiCacheName('/api/user/exams/e-1/draft', student)).toBeNull();
    expect(apiCacheName('/api/shared/time-now', student)).toBeNull();
    expect(apiCacheName('/api/shared/courses', admin)).toBeNull();
    expect(apiCacheName('/api/admin/users', student)).toBeNull();
    expect(apiCacheName('/api/user/results', 'Bearer not-a-jwt')).toBeNull();
  });

  it("keeps a visitor's catalogue reads in the public cache, and nothing else of theirs", () => {
    expect(apiCacheName('/api/shared/videos', null)).toBe(publicApiCache);
    expect(apiCacheName('/api/shared/timed-exams', null)).toBe(publicApiCache);
    expect(apiCacheName('/api/user/results', null)).toBeNull();
  });
});
