import type { Course } from '@sabora/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { saveUser } from '@/lib/session';
import { studentSession } from '@/test/session-fixtures';
import { fetchMock, renderRoute, requestedUrls } from '@/test/test-utils';
import { CoursePage } from './course-page';

const day = 24 * 60 * 60 * 1000;
const now = Date.now();
const course: Course = {
  _id: 'c1',
  title: 'Lektion 1',
  description: '',
  imageUrl: null,
  price: 150,
  level: 'sec-1',
  freeForSubscribers: false,
  showDate: now - day,
  isForCenter: false,
  accessDays: 30,
  createdAt: now - day,
  updatedAt: now - day,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) =>
    Promise.resolve(Response.json(String(input).includes('courses') ? [course] : [])),
  );
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the course page', () => {
  it('offers a student the course for its price', async () => {
    saveUser(studentSession);
    renderRoute('/courses/:id', <CoursePage />, '/courses/c1');
    expect(await screen.findByTestId('buy-course')).toHaveTextContent(
      messages.coursePurchase.buy('150 جنيه'),
    );
  });

  it('asks a visitor to sign in and come back to buy', async () => {
    renderRoute('/courses/:id', <CoursePage />, '/courses/c1');
    const link = await screen.findByRole('link', { name: messages.coursePurchase.signInToBuy });
    expect(link).toHaveAttribute('href', `/login?next=${encodeURIComponent('/courses/c1')}`);
  });
});

describe('the course page with watching progress', () => {
  const video = (id: string, title: string) => ({
    _id: id,
    title,
    description: '',
    imageUrl: null,
    showDate: now - day,
    isForCenter: false,
    maxViews: null,
    courses: [{ _id: 'c1', title: 'Lektion 1' }],
    createdAt: now - day,
    updatedAt: now - day,
    sections: [],
  });
  const row = (id: string, coverage: number, watched: boolean) => ({
    video: { _id: id, title: id },
    position: 100,
    duration: 600,
    watchedSeconds: 300,
    coverage,
    watched,
    views: 1,
    maxViews: null,
    viewsLeft: null,
    lastWatchedAt: now,
  });

  beforeEach(() => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.includes('/user/progress')) {
        return Promise.resolve(
          Response.json({
            videos: [row('v1', 0.95, true), row('v2', 0.3, false)],
            courses: [
              { course: { _id: 'c1', title: 'Lektion 1' }, videos: 3, watched: 1, coverage: 0.42 },
            ],
          }),
        );
      }
      if (url.includes('videos')) {
        return Promise.resolve(
          Response.json([video('v1', 'Eins'), video('v2', 'Zwei'), video('v3', 'Drei')]),
        );
      }
      return Promise.resolve(Response.json(url.includes('courses') ? [course] : []));
    });
  });

  it("shows a student each video's mark and the course's progress", async () => {
    saveUser(studentSession);
    renderRoute('/courses/:id', <CoursePage />, '/courses/c1');
    expect(await screen.findByTestId('video-watched')).toHaveTextContent('اتشاف');
    expect(screen.getByTestId('video-started')).toHaveTextContent('30% اتشاف');
    expect(screen.getAllByTestId('video-card')).toHaveLength(3);
    expect(screen.getByTestId('course-progress')).toHaveTextContent('شفت 1 من 3 فيديوهات');
  });

  it('asks nothing about progress for a visitor and shows no marks', async () => {
    renderRoute('/courses/:id', <CoursePage />, '/courses/c1');
    expect(await screen.findAllByTestId('video-card')).toHaveLength(3);
    expect(screen.queryByTestId('video-watched')).toBeNull();
    expect(screen.queryByTestId('course-progress')).toBeNull();
    expect(requestedUrls().some((url) => url.pathname.endsWith('/user/progress'))).toBe(false);
  });
});
