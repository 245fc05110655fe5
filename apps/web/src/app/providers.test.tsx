import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
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

  // react-toastify names its close button "close" and its timer bar "notification timer".
  it('names a toast’s close button in Arabic and shows no English-named timer', async () => {
    render(
      <Providers queryClient={new QueryClient()}>
        <p>الصفحة</p>
      </Providers>,
    );
    act(() => {
      toast.success('اتحفظ بنجاح');
    });
    expect(await screen.findByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
