import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationsMessages } from '@/i18n/operations-messages';
import { presetRange } from '@/lib/date-presets';
import { fetchMock, renderRoute, requestedUrls, signInAdmin } from '@/test/test-utils';
import { CallsPage } from './calls-page';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      String(input).startsWith('/api/admin/admins')
        ? Response.json({ admins: [] })
        : Response.json({ calls: [], count: 0 }),
    ),
  );
  signInAdmin('main');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CallsPage', () => {
  it('opens on this month, as the payments list does, and says so in the range picker', async () => {
    const month = presetRange('thisMonth', Date.now());
    renderRoute('/admin/calls', <CallsPage />, '/admin/calls');
    await waitFor(() => {
      expect(requestedUrls().some((url) => url.pathname === '/api/admin/calls')).toBe(true);
    });
    const sent = requestedUrls().find((url) => url.pathname === '/api/admin/calls');
    expect(Number(sent?.searchParams.get('from'))).toBe(month.from);
    expect(Number(sent?.searchParams.get('to'))).toBe(month.to);
    expect(screen.getByTestId('date-range')).toHaveTextContent(
      operationsMessages.ops.ranges.thisMonth,
    );
  });
});
