import { afterEach, describe, expect, it } from 'vitest';
import { countVisit, isReturningVisitor } from './visits';

describe('isReturningVisitor', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is false on a first visit, before and after it is counted', () => {
    expect(isReturningVisitor()).toBe(false);
    countVisit();
    expect(isReturningVisitor()).toBe(false);
  });

  it('is true on a second visit before the page has counted it', () => {
    countVisit();
    // A new tab: a new browser session, the same phone.
    sessionStorage.clear();
    expect(isReturningVisitor()).toBe(true);
    countVisit();
    expect(isReturningVisitor()).toBe(true);
  });

  it('counts a visit once however often the page asks', () => {
    countVisit();
    countVisit();
    sessionStorage.clear();
    countVisit();
    expect(localStorage.getItem('sabora:visits')).toBe('2');
  });
});
