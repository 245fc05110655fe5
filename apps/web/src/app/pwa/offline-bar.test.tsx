import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { useOwnOfflineNotice } from '@/lib/offline-copy-store';
import { OfflineBar } from './offline-bar';

/** A screen with an offline notice of its own, as the exam's questions have. */
function OwnNotice() {
  const [shown, setShown] = useState(true);
  useOwnOfflineNotice(shown);
  return shown ? (
    <button type="button" onClick={() => setShown(false)}>
      own notice
    </button>
  ) : null;
}

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

  it('steps aside while a screen says it in its own words, and is back once that notice goes', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <OfflineBar />
              <OwnNotice />
            </>
          ),
        },
      ],
      { initialEntries: ['/exam/1'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('own notice')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-bar')).toBeNull();
    fireEvent.click(screen.getByText('own notice'));
    expect(screen.getByTestId('offline-bar')).toBeInTheDocument();
  });

  it('does not promise an admin a kept copy: admin calls are never kept', () => {
    expect(showAt('/admin/users')).toHaveTextContent(messages.app.offline.adminBar);
  });
});
