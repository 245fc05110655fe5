import type { Course } from '@sabora/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { saveUser } from '@/lib/session';
import { studentSession } from '@/test/session-fixtures';
import { fetchMock, renderRoute } from '@/test/test-utils';
import { VideoBlocked } from './video-blocked';

const day = 24 * 60 * 60 * 1000;
const now = Date.now();
const course = (id: string, title: string): Course => ({
  _id: id,
  title,
  description: '',
  imageUrl: null,
  price: 200,
  level: 'sec-1',
  freeForSubscribers: false,
  showDate: now - day,
  isForCenter: false,
  accessDays: 30,
  createdAt: now - day,
  updatedAt: now - day,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() =>
    Promise.resolve(Response.json([course('new', 'Lektion 2'), course('old', 'Lektion 1')])),
  );
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('a locked video', () => {
  it('offers buy for a course never bought and renew for one that ended', async () => {
    saveUser({ ...studentSession, access: [{ course: 'old', until: now - day }] });
    renderRoute(
      '/videos/:id',
      <VideoBlocked
        failure={{
          kind: 'locked',
          courses: [
            { _id: 'new', title: 'Lektion 2' },
            { _id: 'old', title: 'Lektion 1' },
          ],
          expired: ['old'],
        }}
      />,
      '/videos/v1',
    );
    const [fresh, ended] = screen.getAllByTestId('locked-course');
    expect(await within(fresh!).findByTestId('buy-course')).toHaveTextContent('200 جنيه');
    expect(within(ended!).getByTestId('access-status')).toHaveTextContent(
      messages.coursePurchase.expired,
    );
    expect(within(ended!).getByTestId('renew-course')).toBeInTheDocument();
    // Those who pay at the center still read the spec's "activate a month".
    expect(screen.getByTestId('video-locked')).toHaveTextContent(messages.video.contactSupport);
    // Said once: the button under it says only where.
    expect(screen.getAllByText(messages.video.contactSupport)).toHaveLength(1);
    expect(screen.getByRole('link', { name: new RegExp(messages.support.whatsapp) })).toBeVisible();
  });
});
