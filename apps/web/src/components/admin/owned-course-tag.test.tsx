import type { OwnedCourse } from '@sabora/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/test/test-utils';
import { accessEndText, OwnedCourseTag } from './owned-course-tag';

// 21/11/2026 09:00 UTC is 11:00 in Cairo (UTC+2 in November).
const until = Date.UTC(2026, 10, 21, 9);
const course = (end: number | null): OwnedCourse => ({
  _id: 'c1',
  title: 'Oktober',
  level: 'sec-1',
  until: end,
});

describe('accessEndText', () => {
  it.each<[string, number | null, number, string | null]>([
    ['for good', null, until, null],
    ['a millisecond before the end', until, until - 1, 'لحد 21/11/2026 - 11:00 ص'],
    ['at the end', until, until, 'انتهى 21/11/2026 - 11:00 ص'],
    ['after the end', until, until + 86_400_000, 'انتهى 21/11/2026 - 11:00 ص'],
  ])('%s', (_case, end, now, expected) => {
    const text = accessEndText(course(end), now);
    // Written unbroken: no-break spaces and a word joiner after the dash.
    expect(text?.replaceAll('\u00a0', ' ').replaceAll('\u2060', '')).toBe(expected ?? undefined);
  });
});

describe('OwnedCourseTag', () => {
  it('shows a lapsed course with when it ended', () => {
    render(
      <MemoryRouter>
        <OwnedCourseTag course={course(until)} now={until + 1} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/admin/courses/c1');
    expect(link.textContent).toContain('Oktober');
    expect(link.textContent).toContain('انتهى');
  });
});
