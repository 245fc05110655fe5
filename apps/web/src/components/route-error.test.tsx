import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { fetchMock } from '@/test/test-utils';
import type * as PageCode from '@/lib/page-code';
import { RouteError } from './route-error';

const reload = vi.fn();

// The page's reload is the browser's; the test sees it asked for.
vi.mock('@/lib/page-code', async (importOriginal) => {
  const actual = await importOriginal<typeof PageCode>();
  return { ...actual, reloadWhenReachable: () => actual.reloadWhenReachable(reload) };
});

const copy = messages.errors;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** The app's layout with one page whose code fails to load with `error`. */
function renderPageFailing(error: unknown) {
  const Page = lazy<ComponentType>(() => Promise.reject(error));
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        ),
        errorElement: <RouteError />,
        children: [{ path: 'admin/analytics', element: <Page /> }],
      },
    ],
    { initialEntries: ['/admin/analytics'] },
  );
  render(<RouterProvider router={router} />);
}

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/analytics-page-x1.js',
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // React reports the error a boundary caught; the test expects it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  reload.mockReset();
});

describe('a page whose code never arrived', () => {
  it.each([
    ['Chromium', chromium],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Firefox', new TypeError('error loading dynamically imported module: /assets/a.js')],
    ['webpack', Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })],
    ['vite', new Error('Unable to preload CSS for /assets/analytics-page-x1.css')],
  ])('offline, says the network is gone, not that the page broke (%s)', async (_, error) => {
    setOnline(false);
    renderPageFailing(error);
    expect(await screen.findByText(copy.offlineTitle)).toBeInTheDocument();
    expect(screen.getByText(copy.pageCodeOffline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.retry })).toBeEnabled();
    expect(screen.queryByText(copy.pageCrashed)).not.toBeInTheDocument();
  });

  it('opens by itself once the browser is back online and the server answers', async () => {
    setOnline(false);
    renderPageFailing(chromium);
    await screen.findByText(copy.offlineTitle);
    expect(reload).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    act(() => {
      setOnline(true);
    });
    await waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
  });

  it('back online with the server down, stays on its message (no reload loop); "try again" asks again', async () => {
    setOnline(false);
    renderPageFailing(chromium);
    await screen.findByText(copy.offlineTitle);

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    act(() => {
      setOnline(true);
    });
    expect(await screen.findByText(copy.serverTitle)).toBeInTheDocument();
    expect(screen.getByText(copy.pageCodeServer)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: copy.retry })).toBeEnabled();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await userEvent.click(screen.getByRole('button', { name: copy.retry }));
    await waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it('a failure vite reported by its preload event counts too, whatever its words', async () => {
    const { rememberPreloadErrors } = await import('@/lib/page-code');
    rememberPreloadErrors();
    const error = new Error('something vite says');
    window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: error }));
    setOnline(false);
    renderPageFailing(error);
    expect(await screen.findByText(copy.offlineTitle)).toBeInTheDocument();
  });
});

describe('a page that broke', () => {
  it('still says the page has a problem, with a reload', async () => {
    setOnline(true);
    renderPageFailing(new TypeError("Cannot read properties of undefined (reading 'rows')"));
    expect(await screen.findByText(copy.pageCrashed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.reload })).toBeInTheDocument();
    expect(screen.queryByText(copy.offlineTitle)).not.toBeInTheDocument();
  });
});
