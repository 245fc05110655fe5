import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clearSession, saveUser } from '@/lib/session';
import { createQueryClient } from '@/lib/query-client';
import { fetchMock } from '@/test/test-utils';
import { studentSession } from '@/test/session-fixtures';
import { pageCodeRoutes } from './page-code-routes';
import { preloadPage, routes } from './router';

const id = '5b0f3c9e-1111-4000-8000-000000000001';

// The student's pages the app can open on, each a lazy page of its own.
const guestPages = [
  '/login',
  '/register',
  '/policies',
  '/privacy',
  '/refund',
  '/parent',
  '/nowhere',
];
const studentPages = [
  `/courses/${id}`,
  `/videos/${id}`,
  `/exam/${id}`,
  `/exam-solution/${id}`,
  '/profile',
  '/profile/exams-results',
  `/profile/exams-results/${id}`,
  '/wallet',
  '/redeem',
];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The pages' calls never answer: the first render is what is looked at.
  fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Draws the app's routes at `path` once, synchronously, as main.tsx's first render. */
function firstScreen(path: string): HTMLElement {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return container;
}

/** The page itself: something drawn, and not the spinner of a page whose code is still coming. */
function expectPageDrawn(screen: HTMLElement) {
  expect(screen.querySelector('.full-page-spinner')).toBeNull();
  expect(screen.textContent).not.toBe('');
}

describe('preloadPage: the page the app opens on is its first screen', () => {
  it.each(guestPages)(
    'draws %s without the loading spinner once its code is fetched',
    async (path) => {
      await act(() => preloadPage(path));
      expectPageDrawn(firstScreen(path));
    },
  );

  it.each(studentPages)(
    'draws %s for a signed-in student without the loading spinner once its code is fetched',
    async (path) => {
      saveUser(studentSession);
      await act(() => preloadPage(path));
      expectPageDrawn(firstScreen(path));
    },
  );

  it('leaves the pages in the entry alone and answers at once', async () => {
    await expect(preloadPage('/')).resolves.toBeUndefined();
    await expect(preloadPage('/courses')).resolves.toBeUndefined();
  });
});

describe("the build's list of each page's code, preloaded beside the entry", () => {
  it.each([...guestPages, ...studentPages].filter((path) => path !== '/nowhere'))(
    'has the files of %s',
    (path) => {
      expect(pageCodeRoutes.some(([pattern]) => new RegExp(pattern).test(path))).toBe(true);
    },
  );
});

describe('a page that needs signing in, opened signed out', () => {
  it.each([
    `/videos/${id}`,
    `/exam-solution/${id}`,
    '/profile',
    `/profile/exams-results/${id}`,
    '/profile/exams-results?page=2',
    '/admin/users?page=2',
  ])('sends %s to sign in, which comes back to it', async (path) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
  });
});
