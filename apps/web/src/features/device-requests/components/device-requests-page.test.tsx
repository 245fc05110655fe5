import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceRequest, DeviceRequestsResponse } from '@sabora/contract';
import { adminMessages } from '@/i18n/admin-messages';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { DeviceRequestsPage } from './device-requests-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const copy = adminMessages.deviceRequests;

const request: DeviceRequest = {
  _id: 'r1',
  student: { _id: 's1', name: 'يوسف محمود', phone: '01234567801' },
  status: 'pending',
  reason: 'الموبايل اتسرق',
  oldDevice: {
    memory: 4,
    cpu: 8,
    width: 390,
    height: 844,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
  newDevice: {
    memory: null,
    cpu: 6,
    width: 390,
    height: 844,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
  note: '',
  decidedBy: null,
  decidedAt: null,
  createdAt: Date.UTC(2026, 10, 24, 8, 0),
  recentChanges: 0,
};

function answerWith(requests: DeviceRequest[]) {
  fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST') {
      return Promise.resolve(Response.json({ ...requests[0], status: 'approved' }));
    }
    if (url.pathname === '/api/admin/device-requests') {
      const body: DeviceRequestsResponse = {
        requests,
        count: requests.length,
        pending: requests.length,
        settings: { maxChanges: 1, periodDays: 30 },
      };
      return Promise.resolve(Response.json(body));
    }
    return Promise.resolve(Response.json({}, { status: 404 }));
  });
}

const posted = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('DeviceRequestsPage', () => {
  it('shows both devices and approves with the note', async () => {
    signInAdmin('secondary');
    answerWith([request]);
    renderRoute('/admin/device-requests', <DeviceRequestsPage />, '/admin/device-requests');
    const card = await screen.findByTestId('device-request');
    expect(card).toHaveTextContent('Android 13 - SM-A145F');
    expect(card).toHaveTextContent('iPhone - iOS 17.5');
    expect(card).toHaveTextContent('390×844');
    // An assistant sees the limit but does not set it.
    expect(screen.queryByText(copy.settingsTitle)).not.toBeInTheDocument();

    await userEvent.type(within(card).getByLabelText(copy.note), 'اتأكدت منه');
    await userEvent.click(within(card).getByTestId('device-request-approve'));
    await waitFor(() => {
      expect(posted()).toEqual([
        {
          url: '/api/admin/device-requests/r1/approve',
          body: { note: 'اتأكدت منه', override: false },
        },
      ]);
    });
  });

  it('over the limit, offers the override to the main admin only', async () => {
    answerWith([{ ...request, recentChanges: 1 }]);
    signInAdmin('secondary');
    renderRoute('/admin/device-requests', <DeviceRequestsPage />, '/admin/device-requests');
    const card = await screen.findByTestId('device-request');
    expect(card).toHaveTextContent(copy.overLimit);
    expect(within(card).queryByTestId('device-request-approve')).not.toBeInTheDocument();
  });

  it('lets the main admin approve over the limit and set it', async () => {
    answerWith([{ ...request, recentChanges: 1 }]);
    signInAdmin('main');
    renderRoute('/admin/device-requests', <DeviceRequestsPage />, '/admin/device-requests');
    const card = await screen.findByTestId('device-request');
    expect(screen.getByText(copy.settingsTitle)).toBeInTheDocument();
    await userEvent.click(within(card).getByTestId('device-request-approve'));
    await waitFor(() => {
      expect(posted()[0]?.body).toEqual({ note: '', override: true });
    });
  });
});
