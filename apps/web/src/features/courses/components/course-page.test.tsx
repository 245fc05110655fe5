import type { Course } from '@sabora/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { saveUser } from '@/lib/session';
import { studentSession } from '@/test/session-fixtures';
import { fetchMock, renderRoute } from '@/test/test-utils';
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
