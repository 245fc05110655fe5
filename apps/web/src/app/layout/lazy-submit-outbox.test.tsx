import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxKey } from '@/features/exams/lib/outbox-key';
import { setPwaState } from '../pwa/pwa-store';
import { LazySubmitOutbox } from './lazy-submit-outbox';

// Stands in for the outbox's chunk, so a test can see whether the shell loaded it.
vi.mock('@/features/exams/components/submit-outbox', () => ({
  SubmitOutbox: () => <p>outbox loaded</p>,
}));

afterEach(() => {
  localStorage.clear();
  setPwaState({ ready: false });
});

describe('the app shell loads the submit outbox only when a submit waits', () => {
  it('loads nothing while no submit waits, even once the page is ready', async () => {
    setPwaState({ ready: true });
    render(<LazySubmitOutbox />);
    await act(() => Promise.resolve());
    expect(screen.queryByText('outbox loaded')).toBeNull();
  });

  it('waits for the loaded, idle page before looking, then loads it', async () => {
    localStorage.setItem(outboxKey('exam-1'), '{}');
    render(<LazySubmitOutbox />);
    await act(() => Promise.resolve());
    expect(screen.queryByText('outbox loaded')).toBeNull();
    act(() => {
      setPwaState({ ready: true });
    });
    expect(await screen.findByText('outbox loaded')).toBeInTheDocument();
  });

  it('looks again when the connection returns', async () => {
    setPwaState({ ready: true });
    render(<LazySubmitOutbox />);
    localStorage.setItem(outboxKey('exam-1'), '{}');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('outbox loaded')).toBeInTheDocument();
  });
});
