import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callOutcomeLabels, callReasonLabels, hiddenCharactersMessage } from '@sabora/contract';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import '@/test/test-utils';
import { CallForm } from './call-form';

async function choose(testId: string, label: string) {
  const select = screen.getByTestId(testId);
  const trigger = select.querySelector('input') ?? select;
  fireEvent.mouseDown(trigger);
  const options = await screen.findAllByTitle(label);
  await userEvent.click(options[options.length - 1]!);
}

describe('CallForm', () => {
  // An outsider's walk: a pasted note of 5,200 characters was cut at 1,000 without a word and
  // saved so; a pasted NUL came back from the API as a toast, invisible in the field.
  it('keeps a pasted note whole and says it is too long, counting as it goes', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CallForm submitting={false} onSubmit={onSubmit} />);
    await choose('call-reason', callReasonLabels.technical);
    await choose('call-outcome', callOutcomeLabels.resolved);
    const note = screen.getByLabelText('ملاحظة');
    fireEvent.change(note, { target: { value: 'م'.repeat(1200) } });
    expect(note).toHaveValue('م'.repeat(1200));
    expect(screen.getByText('1200 / 1000')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('call-save'));
    expect(await screen.findByText('الملاحظة طويلة جداً (أقصى حد 1000 حرف)')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says under the note that it holds a hidden character the API refuses', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CallForm submitting={false} onSubmit={onSubmit} />);
    await choose('call-reason', callReasonLabels.technical);
    await choose('call-outcome', callOutcomeLabels.resolved);
    fireEvent.change(screen.getByLabelText('ملاحظة'), { target: { value: 'اتصل\u0000 بيه' } });
    await userEvent.click(screen.getByTestId('call-save'));
    expect(await screen.findByText(hiddenCharactersMessage)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires a follow-up time when the call needs a follow-up', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CallForm submitting={false} onSubmit={onSubmit} />);
    await choose('call-reason', callReasonLabels.payment);
    await choose('call-outcome', callOutcomeLabels['follow-up']);
    await userEvent.click(screen.getByTestId('call-save'));
    expect(
      await screen.findByText('حدد ميعاد المتابعة علشان المكالمة محتاجة متابعة'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('drops the follow-up field, and the time picked in it, once the call is resolved', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CallForm submitting={false} onSubmit={onSubmit} />);
    await choose('call-reason', callReasonLabels.payment);
    await choose('call-outcome', callOutcomeLabels['follow-up']);
    const time = screen.getByPlaceholderText(messages.common.dateTimePlaceholder);
    await userEvent.type(time, '24/11/2026 - 11:30 م');
    fireEvent.blur(time);
    await choose('call-outcome', callOutcomeLabels.resolved);
    expect(screen.queryByPlaceholderText(messages.common.dateTimePlaceholder)).toBeNull();
    await userEvent.click(screen.getByTestId('call-save'));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ outcome: 'resolved', followUpAt: null }),
      );
    });
  });

  it('sends a resolved call without a follow-up time', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CallForm submitting={false} onSubmit={onSubmit} />);
    await choose('call-reason', callReasonLabels.technical);
    await choose('call-outcome', callOutcomeLabels.resolved);
    await userEvent.click(screen.getByTestId('call-save'));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith({
        direction: 'incoming',
        reason: 'technical',
        outcome: 'resolved',
        note: '',
        followUpAt: null,
      });
    });
  });
});
