import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationsMessages } from '@/i18n/operations-messages';
import { renderRoute, signInAdmin } from '@/test/test-utils';
import { RevenueSources } from './revenue-sources';

const sources = {
  codes: { amount: 100.5, count: 1 },
  payments: { amount: 250, count: 2 },
  received: { amount: 350.5, count: 3 },
  purchases: { amount: 120, count: 1 },
};

const show = () =>
  renderRoute(
    '/admin/analytics',
    <RevenueSources sources={sources} range={{ from: 1, to: 2 }} />,
    '/admin/analytics',
  );

describe('RevenueSources', () => {
  it('shows what came in by codes and payments, their sum, and what wallets spent', async () => {
    signInAdmin('main');
    show();
    expect(await screen.findByTestId('source-received')).toHaveTextContent('350.50');
    expect(screen.getByTestId('source-codes')).toHaveTextContent(
      operationsMessages.ops.analytics.codes,
    );
    expect(screen.getByTestId('source-payments')).toHaveTextContent('250');
    expect(screen.getByTestId('source-purchases')).toHaveTextContent(
      operationsMessages.ops.analytics.operations(1),
    );
    expect(screen.getByTestId('ledger-export-xlsx')).toBeInTheDocument();
  });

  it('offers the ledger export only to whom the permission table allows', async () => {
    signInAdmin('secondary');
    show();
    expect(await screen.findByTestId('source-received')).toBeInTheDocument();
    expect(screen.queryByTestId('ledger-export-xlsx')).not.toBeInTheDocument();
  });
});
