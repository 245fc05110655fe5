import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { ProfileLayout } from './profile-layout';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: <ProfileLayout />,
        children: [
          { index: true, element: <p>details</p> },
          { path: 'exams-results', element: <p>results</p> },
          { path: 'my-courses', element: <p>courses</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the profile tabs', () => {
  it.each(['/profile', '/profile/exams-results', '/profile/my-courses'])(
    'give %s one h1, the profile title',
    async (path) => {
      renderAt(path);
      await screen.findByRole('tablist');
      expect(screen.getAllByRole('heading', { level: 1 })).toEqual([
        screen.getByRole('heading', { name: messages.profile.title }),
      ]);
    },
  );

  it('marks the tab of the address as selected, the only one in the tab order', () => {
    renderAt('/profile/exams-results');
    expect(tab(messages.pages.examsResults)).toHaveAttribute('aria-selected', 'true');
    expect(tab(messages.pages.examsResults)).toHaveAttribute('tabindex', '0');
    expect(tab(messages.pages.profile)).toHaveAttribute('tabindex', '-1');
  });

  it('moves right to left with the arrows, wrapping around, and opens the tab', async () => {
    const router = renderAt('/profile');
    fireEvent.keyDown(tab(messages.pages.profile), { key: 'ArrowLeft' });
    expect(await screen.findByText('results')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/exams-results');
    fireEvent.keyDown(tab(messages.pages.examsResults), { key: 'ArrowRight' });
    fireEvent.keyDown(tab(messages.pages.profile), { key: 'ArrowRight' });
    expect(await screen.findByText('courses')).toBeInTheDocument();
    expect(tab(messages.pages.myCourses)).toHaveFocus();
  });

  it('goes to the first tab with Home and the last with End', async () => {
    const router = renderAt('/profile/exams-results');
    fireEvent.keyDown(tab(messages.pages.examsResults), { key: 'End' });
    expect(await screen.findByText('courses')).toBeInTheDocument();
    expect(tab(messages.pages.myCourses)).toHaveFocus();
    fireEvent.keyDown(tab(messages.pages.myCourses), { key: 'Home' });
    expect(await screen.findByText('details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
