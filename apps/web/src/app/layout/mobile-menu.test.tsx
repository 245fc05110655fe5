import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { MobileMenu } from './mobile-menu';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setOpen(true)}>
        menu
      </button>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <MobileMenu open={open} onClose={() => setOpen(false)} />
    </MemoryRouter>
  );
}

const menu = () => document.querySelector('dialog.mobile-menu') as HTMLDialogElement;

async function openMenu() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  expect(menu().open).toBe(false);
  await user.click(screen.getByRole('button', { name: 'menu' }));
  return user;
}

describe('the phone menu', () => {
  it('opens as a modal dialog named by the brand and closes with its close button', async () => {
    const user = await openMenu();
    expect(menu().open).toBe(true);
    expect(menu()).toHaveAttribute('aria-labelledby');
    await user.click(screen.getByRole('button', { name: messages.nav.closeMenu }));
    expect(menu().open).toBe(false);
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
  });

  it('tells the navbar when Escape closes it, so the next tap opens it again', async () => {
    const user = await openMenu();
    fireEvent.keyDown(menu(), { key: 'Escape' });
    expect(menu().open).toBe(false);
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    await user.click(screen.getByRole('button', { name: 'menu' }));
    expect(menu().open).toBe(true);
  });

  it('closes on a click on the backdrop, not on one inside the panel', async () => {
    await openMenu();
    fireEvent.click(menu().querySelector('.mobile-menu__panel') as HTMLElement);
    expect(menu().open).toBe(true);
    fireEvent.click(menu());
    expect(menu().open).toBe(false);
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
  });
});
