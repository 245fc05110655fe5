import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeBatchForm } from './code-batch-form';

describe('CodeBatchForm', () => {
  it('refuses a card value with piastres instead of printing it rounded on every card', async () => {
    const onSubmit = vi.fn();
    render(<CodeBatchForm submitting={false} onSubmit={onSubmit} />);
    const amount = screen.getByTestId('code-batch-amount');
    await userEvent.type(amount, '٥٠٫٥');
    await userEvent.type(screen.getByTestId('code-batch-count'), '10');
    expect(amount).toHaveValue('50.5');
    await userEvent.click(screen.getByTestId('code-batch-save'));
    expect(await screen.findByText('قيمة الكارت لازم تكون جنيهات صحيحة')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends whole pounds as typed', async () => {
    const onSubmit = vi.fn();
    render(<CodeBatchForm submitting={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByTestId('code-batch-amount'), '١٠٠');
    await userEvent.type(screen.getByTestId('code-batch-count'), '٣');
    await userEvent.click(screen.getByTestId('code-batch-save'));
    await vi.waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: 100, count: 3 }));
    });
  });
});
