import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';

describe('Providers', () => {
  // An outsider's walk: a screen reader named the toasts' region "Notifications Alt+T".
  it('names the toasts’ region in Arabic', () => {
    render(
      <Providers queryClient={new QueryClient()}>
        <p>الصفحة</p>
      </Providers>,
    );
    expect(screen.getByRole('region', { name: 'التنبيهات' })).toBeInTheDocument();
  });
});
