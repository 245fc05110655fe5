import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { messages } from '@/i18n/messages';
import { watchReportsMessages } from '@/i18n/watch-reports-messages';
import { fetchMock, renderRoute, requestedUrls, signInAdmin } from '@/test/test-utils';
import { VideoViewers } from './video-viewers';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const videoId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const progress = {
  position: 60,
  duration: 100,
  watchedSeconds: 60,
  coverage: 0.6,
  watched: false,
  views: 1,
  maxViews: 3,
  viewsLeft: 2,
  lastWatchedAt: Date.UTC(2026, 10, 24, 10),
};
const viewer = {
  ...progress,
  user: { _id: userId, name: 'مريم صلاح', phone: '01051120001', fatherPhone: '01198765432' },
  status: 'started',
  firstWatchedAt: Date.UTC(2026, 10, 24, 10),
};

function serve() {
  fetchMock.mockImplementation((_input, init) => {
    if (init?.method === 'POST') return Promise.resolve(Response.json({ ...progress, views: 0 }));
    return Promise.resolve(
      Response.json({
        viewers: [viewer],
        count: 1,
        summary: { owners: 4, completed: 1, started: 1, notStarted: 2 },
      }),
    );
  });
}

const show = () =>
  renderRoute('/admin/videos/:id', <VideoViewers videoId={videoId} />, `/admin/videos/${videoId}`);
const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInAdmin('secondary');
  serve();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the video’s viewers', () => {
  it('shows the summary as tabs, the phones to call and the views, and exports for an assistant', async () => {
    show();
    const row = (await screen.findByText('مريم صلاح')).closest('tr')!;
    expect(row).toHaveTextContent(watchReportsMessages.status.started);
    expect(row).toHaveTextContent('1 من 3');
    expect(screen.getByRole('link', { name: 'واتساب 01051120001' })).toHaveAttribute(
      'href',
      'https://wa.me/201051120001',
    );
    expect(screen.getByText(watchReportsMessages.viewers.tabs['not-started']('2'))).toBeVisible();
    expect(screen.getByTestId('viewers-export-csv')).toBeInTheDocument();
    fireEvent.click(screen.getByText(watchReportsMessages.viewers.tabs.completed('1')));
    await waitFor(() => {
      expect(requestedUrls().some((url) => url.searchParams.get('status') === 'completed')).toBe(
        true,
      );
    });
  });

  it('asks before resetting a student’s views', async () => {
    show();
    await screen.findByText('مريم صلاح');
    fireEvent.click(screen.getByTestId('views-reset'));
    expect(sent('POST')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: messages.common.confirm }));
    await waitFor(() => {
      expect(sent('POST')).toHaveLength(1);
    });
    const [url, init] = sent('POST')[0]!;
    expect(String(url)).toContain(`/api/admin/videos/${videoId}/viewers/${userId}/views`);
    expect(JSON.parse(String(init!.body))).toEqual({ action: 'reset' });
  });

  it('with the server gone, names the tabs without made-up counts and says it once', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    show();
    expect(
      await screen.findByText(adminMessages.loadFailed.serverTitle, {}, { timeout: 8000 }),
    ).toBeVisible();
    const tabs = screen.getByTestId('viewers-tabs');
    expect(tabs).toHaveTextContent(watchReportsMessages.viewers.tabs.all());
    expect(tabs).not.toHaveTextContent('0');
    expect(screen.queryByText(watchReportsMessages.student.loadFailed)).toBeNull();
  }, 15_000);
});
