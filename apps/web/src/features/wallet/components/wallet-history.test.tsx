import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletHistory } from './wallet-history';

beforeEach(() => {
  // Far from Cairo, so a time written on Cairo's clock would show.
  vi.stubEnv('TZ', 'Asia/Tokyo');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('WalletHistory', () => {
  it("writes when money moved on the phone's clock, as other screens do", () => {
    render(
      <WalletHistory
        entries={[
          {
            _id: 'e1',
            kind: 'code',
            amount: 100,
            balanceAfter: 100,
            note: '',
            course: null,
            // 00:05 UTC: 09:05 in Tokyo, 02:05 in Cairo.
            createdAt: Date.UTC(2026, 10, 30, 0, 5),
          },
        ]}
      />,
    );
    expect(screen.getByTestId('wallet-entry').textContent).toContain(
      '30/11/2026\u00a0-\u2060\u00a009:05\u00a0ص',
    );
  });
});
