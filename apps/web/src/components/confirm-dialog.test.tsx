import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { ConfirmScope } from './confirm-scope';
import { useConfirm } from './use-confirm';

function Asker({ onAnswer, danger }: { onAnswer: (confirmed: boolean) => void; danger?: boolean }) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={() => {
        void confirm({ title: 'نمسح؟', content: 'مش هينفع ترجعه', danger }).then(onAnswer);
      }}
    >
      open
    </button>
  );
}

function setup(danger?: boolean) {
  const answers: boolean[] = [];
  render(
    <ConfirmScope>
      <Asker danger={danger} onAnswer={(confirmed) => answers.push(confirmed)} />
    </ConfirmScope>,
  );
  return { answers, user: userEvent.setup() };
}

describe('useConfirm', () => {
  it('asks before a delete in a modal alert dialog with the focus on cancel, so Enter keeps it', async () => {
    const { answers, user } = setup();
    await user.click(screen.getByRole('button', { name: 'open' }));

    const dialog = screen.getByRole('alertdialog', { name: 'نمسح؟' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('مش هينفع ترجعه');
    expect(screen.getByRole('button', { name: messages.common.cancel })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answers).toEqual([false]);
  });

  it('starts on confirm when nothing is destroyed, and resolves true', async () => {
    const { answers, user } = setup(false);
    await user.click(screen.getByRole('button', { name: 'open' }));

    const dialog = screen.getByRole('alertdialog', { name: 'نمسح؟' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('مش هينفع ترجعه');
    expect(screen.getByRole('button', { name: messages.common.confirm })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: messages.common.confirm }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answers).toEqual([true]);
  });

  it('opens as a modal dialog, cancels on Escape and gives the focus back', async () => {
    // A modal <dialog> is what makes the browser keep Tab inside and the page behind inert.
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { answers, user } = setup(false);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);

    const dialog = screen.getByRole('alertdialog');
    expect(showModal).toHaveBeenCalledOnce();
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog).toHaveProperty('open', true);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: messages.common.cancel })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: messages.common.confirm })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answers).toEqual([false]);
    expect(opener).toHaveFocus();
    showModal.mockRestore();
  });
});
