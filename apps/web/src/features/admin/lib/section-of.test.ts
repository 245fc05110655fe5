import { describe, expect, it } from 'vitest';
import { sectionOf } from './section-of';

const sections = [
  '/admin',
  '/admin/users',
  '/admin/videos',
  '/admin/exams',
  '/admin/exam-form',
  '/admin/admins',
  '/admin/admin-form',
];

describe('the menu section of a page', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/users/5', '/admin/users'],
    ['/admin/edit-user/5', '/admin/users'],
    ['/admin/user-bill/5', '/admin/users'],
    ['/admin/user-calls/5', '/admin/users'],
    ['/admin/user-results/5', '/admin/users'],
    ['/admin/exam-results/7', '/admin/exams'],
    ['/admin/exam-results/charts/7', '/admin/exams'],
    ['/admin/exam-results/result/9', '/admin/exams'],
    ['/admin/exam-form', '/admin/exam-form'],
    ['/admin/exam-form/7', '/admin/exams'],
    ['/admin/videos/3', '/admin/videos'],
    ['/admin/admin-form/2', '/admin/admins'],
  ])('marks %s as %s', (pathname, section) => {
    expect(sectionOf(pathname, sections)).toBe(section);
  });
});
