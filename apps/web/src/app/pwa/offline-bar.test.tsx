import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { OfflineBar } from './offline-bar';

function showAt(path: string) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const router = createMemoryRouter([{ path: '*', element: <OfflineBar /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return screen.getByTestId('offline-bar');
}

describe('OfflineBar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells a student that what they opened before is on the phone', () => {
    expect(showAt('/courses')).toHaveTextContent(messages.app.offline.bar(null));
  });

  it('does not promise an admin a kept copy: admin calls are never kept', () => {
    expect(showAt('/admin/users')).toHaveTextContent(messages.app.offline.adminBar);
  });
});
