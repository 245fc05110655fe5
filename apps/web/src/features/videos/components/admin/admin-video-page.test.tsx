import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { messages } from '@/i18n/messages';
import { stubFetchSignedIn } from '@/test/fetch-mock-hooks';
import { fetchMock, renderRoute, setOnline } from '@/test/test-utils';
import { AdminVideoPage } from './admin-video-page';
import { VideoForm } from './video-form';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const copy = adminMessages.loadFailed;
const videoId = '11111111-1111-4111-8111-111111111111';

stubFetchSignedIn('main');

describe('the admin video page without its data', () => {
  it('offline, says the network is gone instead of a skeleton that never ends', async () => {
    setOnline(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/admin/videos/:id', <AdminVideoPage />, `/admin/videos/${videoId}`);
    expect(await screen.findByText(copy.offlineTitle)).toBeVisible();
    expect(screen.getByRole('button', { name: new RegExp(copy.retry) })).toBeVisible();
    expect(screen.queryByTestId('video-form')).toBeNull();
  });

  it('with the server gone, says it cannot be reached, not "maintenance"', async () => {
    setOnline(true);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/admin/videos/:id', <AdminVideoPage />, `/admin/videos/${videoId}`);
    expect(await screen.findByText(copy.serverTitle, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByText(messages.catalogue.maintenance)).toBeNull();
  }, 15_000);
});

describe('the video form without the PDFs it chooses from', () => {
  it('says the connection is lost instead of an empty PDF list', async () => {
    setOnline(true);
    fetchMock.mockImplementation((input) =>
      String(input).includes('/admin/pdfs')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(Response.json([])),
    );
    renderRoute(
      '/admin/videos',
      <VideoForm submitting={false} onSubmit={vi.fn()} />,
      '/admin/videos',
    );
    expect(await screen.findByText(copy.serverTitle, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: messages.common.save })).toBeNull();
  }, 15_000);
});
