import type { Course } from '@sabora/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { AdminCoursesPage } from './admin-courses-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const opened = Date.UTC(2026, 10, 25, 9, 0);
const hidden = adminMessages.content.flags.hidden;

const course = (title: string, showDate: number): Course => ({
  _id: `0a6e2f3c-4444-4000-8000-${title.length.toString().padStart(12, '0')}`,
  title,
  description: '',
  imageUrl: null,
  price: 120,
  level: 'sec-1',
  freeForSubscribers: false,
  showDate,
  isForCenter: false,
  accessDays: 90,
  createdAt: showDate,
  updatedAt: showDate,
});

beforeEach(() => {
  vi.useFakeTimers({ now: opened, toFake: ['Date'] });
  vi.stubGlobal('fetch', fetchMock);
  signInAdmin('main');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the admin's course list", () => {
  it('badges "not shown yet" as of the list\'s answer, not of when the page opened', async () => {
    // Saved after the page opened, to show "now": shown by the time the list answers.
    const justSaved = course('Neu', opened + 30_000);
    const later = course('Später', opened + 86_400_000);
    fetchMock.mockImplementation(() => {
      vi.setSystemTime(opened + 60_000);
      return Promise.resolve(Response.json({ courses: [justSaved, later], count: 2 }));
    });
    renderRoute('/admin/courses', <AdminCoursesPage />, '/admin/courses');
    const savedRow = (await screen.findByText('Neu')).closest('tr')!;
    const laterRow = screen.getByText('Später').closest('tr')!;
    expect(savedRow).not.toHaveTextContent(hidden);
    expect(laterRow).toHaveTextContent(hidden);
  });
});
