import { pageQuery } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import {
  bannerAllowedOn,
  courseIdOf,
  examIdOf,
  firstCalls,
  listPageOf,
  maxPage,
  pageFromSearch,
  resultIdOf,
  videoIdOf,
} from './route-calls';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'https://sabora.test');
  return { pathname, search };
};
const visitor = { signedIn: false, student: false };
const student = { signedIn: true, student: true };
const admin = { signedIn: true, student: false };

describe('the first calls of a page', () => {
  it.each([
    ['/', visitor, []],
    ['/', student, ['timed-exams']],
    ['/courses', visitor, []],
    ['/courses?level=sec-2', visitor, ['courses']],
    ['/courses?mine=1', student, ['timed-exams', 'courses']],
    ['/exam/e%201', student, ['exam']],
    ['/exam/e1', admin, []],
    ['/profile/exams-results', student, ['results']],
    ['/profile/exams-results?page=2', admin, []],
    ['/profile/exams-results/r%201', student, ['result']],
    ['/profile/exams-results/r1', admin, []],
    ['/profile', student, []],
    ['/courses/c1', visitor, ['courses', 'videos']],
    ['/courses/c1', student, ['timed-exams', 'courses', 'videos', 'progress']],
    ['/courses/c1', admin, ['timed-exams', 'courses', 'videos']],
    ['/wallet', student, ['timed-exams', 'wallet']],
    ['/wallet', visitor, []],
    ['/videos/v1', student, ['timed-exams', 'video']],
    ['/videos/v1', admin, ['timed-exams']],
    ['/admin/exams', admin, []],
  ] as const)('%s for %o', (url, viewer, calls) => {
    expect(firstCalls(at(url), viewer)).toEqual(calls);
  });

  it('names the exam an address opens, decoded', () => {
    expect(firstCalls(at('/exam/e%201/'), student)).toEqual(['exam']);
    expect(examIdOf('/exam/e%201/')).toBe('e 1');
    expect(examIdOf('/exam/e1')).toBe('e1');
    expect(examIdOf('/exam/e1/solution')).toBeNull();
    expect(examIdOf('/exam-solution/e1')).toBeNull();
    expect(courseIdOf('/courses/c%201')).toBe('c 1');
    expect(courseIdOf('/courses')).toBeNull();
    expect(courseIdOf('/courses/c1/x')).toBeNull();
    expect(videoIdOf('/videos/v%201')).toBe('v 1');
    expect(resultIdOf('/profile/exams-results/r%201')).toBe('r 1');
    expect(resultIdOf('/profile/exams-results')).toBeNull();
  });
});

describe('the page of a list an address opens', () => {
  it('is a whole number from 1, as the list pages read it', () => {
    expect(listPageOf('')).toBe(1);
    expect(listPageOf('?page=3&code=AB')).toBe(3);
    expect(listPageOf('?page=0')).toBe(1);
    expect(listPageOf('?page=2.5')).toBe(1);
    expect(listPageOf('?page=x')).toBe(1);
  });

  it('reads Arabic-Indic and Persian digits, as typed on an Arabic keyboard', () => {
    expect(pageFromSearch('٣')).toBe(3);
    expect(pageFromSearch('١٢')).toBe(12);
    expect(pageFromSearch('۴')).toBe(4);
  });

  it('falls back to page 1 for what no list has', () => {
    for (const hostile of ['abc', '-1', '0', '1e3', ' 3', '3abc', '0x10', 'Infinity', 'NaN', '']) {
      expect(pageFromSearch(hostile)).toBe(1);
    }
    expect(pageFromSearch(String(maxPage + 1))).toBe(1);
    expect(pageFromSearch('9'.repeat(400))).toBe(1);
  });

  it('stops at the last page the contract takes', () => {
    expect(pageFromSearch(String(maxPage))).toBe(maxPage);
    expect(pageQuery.page.safeParse(maxPage).success).toBe(true);
    expect(pageQuery.page.safeParse(maxPage + 1).success).toBe(false);
  });
});

describe('timed-exam banner visibility', () => {
  it('is hidden on admin, exam and profile pages only', () => {
    expect(bannerAllowedOn('/')).toBe(true);
    expect(bannerAllowedOn('/courses')).toBe(true);
    expect(bannerAllowedOn('/videos/1')).toBe(true);
    expect(bannerAllowedOn('/examples')).toBe(true);
    expect(bannerAllowedOn('/admin')).toBe(false);
    expect(bannerAllowedOn('/admin/exams')).toBe(false);
    expect(bannerAllowedOn('/exam/1')).toBe(false);
    expect(bannerAllowedOn('/exam-solution/1')).toBe(false);
    expect(bannerAllowedOn('/profile/exams-results')).toBe(false);
  });
});
