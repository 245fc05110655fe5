import type { Call } from '@sabora/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
// antd's table measures itself: this sets up the ResizeObserver jsdom lacks.
import '@/test/test-utils';
import { operationsMessages } from '@/i18n/operations-messages';
import { CallsTable } from './calls-table';

const now = Date.UTC(2026, 10, 21, 9);
const hour = 60 * 60 * 1000;

const call = (note: string, changes: Partial<Call>): Call => ({
  _id: note,
  student: { _id: 'student', name: 'كريم سامي', phone: '01012345678' },
  admin: null,
  direction: 'outgoing',
  reason: 'payment',
  outcome: 'follow-up',
  note,
  followUpAt: now - hour,
  resolvedLater: false,
  createdAt: now - 2 * hour,
  ...changes,
});

describe('CallsTable', () => {
  it('tags as overdue exactly the calls the contract calls due', () => {
    const calls = [
      call('due', {}),
      call('due-now', { followUpAt: now }),
      call('not-yet', { followUpAt: now + 1 }),
      call('no-answer', { outcome: 'no-answer' }),
      call('settled', { resolvedLater: true }),
    ];
    render(
      <MemoryRouter>
        <CallsTable calls={calls} loading={false} now={now} />
      </MemoryRouter>,
    );
    const overdue = (note: string) =>
      within(screen.getByText(note).closest('tr')!).queryByText(
        operationsMessages.ops.calls.overdue,
      );
    expect(overdue('due')).toBeInTheDocument();
    expect(overdue('due-now')).toBeInTheDocument();
    expect(overdue('no-answer')).toBeInTheDocument();
    expect(overdue('not-yet')).not.toBeInTheDocument();
    expect(overdue('settled')).not.toBeInTheDocument();
  });
});
